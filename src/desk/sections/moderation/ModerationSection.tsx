import type { SectionProps } from '../../section.ts'
import { type Tab, TabbedPage } from '../TabbedPage.tsx'
import { ChatPane } from './ChatPane.tsx'
import { CommentsPane } from './CommentsPane.tsx'
import { LinksPane } from './LinksPane.tsx'
import { MessagesPane } from './MessagesPane.tsx'
import { ReviewPane } from './ReviewPane.tsx'
import { RulesPane } from './RulesPane.tsx'

const TABS: readonly Tab[] = [
  { subpath: '/review', label: '待审核', Pane: ReviewPane },
  { subpath: '', label: '评论', Pane: CommentsPane },
  { subpath: '/messages', label: '留言', Pane: MessagesPane },
  { subpath: '/chat', label: '聊天记录', Pane: ChatPane },
  { subpath: '/links', label: '友链', Pane: LinksPane },
  { subpath: '/rules', label: '审核设置', Pane: RulesPane },
]

/**
 * /desk/moderation[/review|/messages|/chat|/links|/rules]: what waits for review, what visitors
 * wrote, link applications, and the review settings, sensitive words and block list.
 */
export default function ModerationSection(props: SectionProps) {
  return <TabbedPage {...props} base="/desk/moderation" title="审核" tabs={TABS} />
}
