import type { SectionProps } from '../../section.ts'
import { type Tab, TabbedPage } from '../TabbedPage.tsx'
import { CommentsPane } from './CommentsPane.tsx'
import { ConfigPane } from './ConfigPane.tsx'
import { GlobePane } from './GlobePane.tsx'
import { HeadersPane } from './HeadersPane.tsx'
import { ImportPane } from './ImportPane.tsx'
import { NoticesPane } from './NoticesPane.tsx'
import { OutboxPane } from './OutboxPane.tsx'
import { PasswordPane } from './PasswordPane.tsx'
import { SitesPane } from './SitesPane.tsx'
import { TermsPane } from './TermsPane.tsx'

const TABS: readonly Tab[] = [
  { subpath: '', label: '基本信息', Pane: ConfigPane },
  { subpath: '/sites', label: '站点列表', Pane: SitesPane },
  { subpath: '/headers', label: '页面背景', Pane: HeadersPane },
  { subpath: '/terms', label: '分类与标签', Pane: TermsPane },
  { subpath: '/globe', label: '地球标记', Pane: GlobePane },
  { subpath: '/comments', label: '评论', Pane: CommentsPane },
  { subpath: '/import', label: '数据', Pane: ImportPane },
  { subpath: '/notices', label: '通知', Pane: NoticesPane },
  { subpath: '/outbox', label: '发件箱', Pane: OutboxPane },
  { subpath: '/password', label: '修改密码', Pane: PasswordPane },
]

/**
 * /desk/site[/sites|/headers|/terms|/globe|/comments|/import|/notices|/outbox|/password]: how the blog
 * presents itself, the other sites that embed it, who may comment on their pages, comments brought from elsewhere, the notices it
 * sends, and the admin's password.
 */
export default function SiteSection(props: SectionProps) {
  return <TabbedPage {...props} base="/desk/site" title="站点" tabs={TABS} />
}
