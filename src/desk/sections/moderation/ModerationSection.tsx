import type { SectionProps } from '../../section.ts'
import { type Tab, TabbedPage } from '../TabbedPage.tsx'
import { ChatPane } from './ChatPane.tsx'
import { CommentsPane } from './CommentsPane.tsx'
import { LinksPane } from './LinksPane.tsx'
import { MessagesPane } from './MessagesPane.tsx'

const TABS: readonly Tab[] = [
  { subpath: '', label: '评论', Pane: CommentsPane },
  { subpath: '/messages', label: '留言', Pane: MessagesPane },
  { subpath: '/chat', label: '聊天记录', Pane: ChatPane },
  { subpath: '/links', label: '友链', Pane: LinksPane },
]

/** /desk/moderation[/messages|/chat|/links]: what visitors wrote, and link applications. */
export default function ModerationSection(props: SectionProps) {
  return <TabbedPage {...props} base="/desk/moderation" title="审核" tabs={TABS} />
}
