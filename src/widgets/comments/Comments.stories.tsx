import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { forever, MockFailure } from '../testing/mock-api.ts'
import { asElement, usingApi, widgetStoriesMeta } from '../testing/story-header.tsx'
import { MOBILE } from '../ui/story-root.tsx'
import { Comments } from './Comments.tsx'
import { commentRoutes, MOCK_GUEST_TOKEN, pageRoutes } from './mock-comments.ts'
import {
  ADMIN_WITH_AVATAR,
  ARTICLE_COMMENTS,
  FEW_COMMENTS,
  XIAOMING,
  seedComments,
} from '../../core/testing/index.ts'
import type { Comment, CommentRules } from '../../core/contract/index.ts'
import './element.ts'

const article = () => commentRoutes(seedComments(1, 1, ARTICLE_COMMENTS))
const few = () => commentRoutes(seedComments(1, 1, FEW_COMMENTS))
const empty = () => commentRoutes([])

/** A page-like card around the section, in the toolbar's theme. */
const onCard: Decorator = (Story, context) => {
  const dark = context.globals.theme === 'dark'
  return (
    <div
      style={{
        boxSizing: 'border-box',
        width: 'min(760px, calc(100vw - 32px))',
        padding: 'clamp(16px, 4vw, 28px)',
        borderRadius: 12,
        background: dark ? '#1e2128' : '#ffffff',
      }}
    >
      <Story />
    </div>
  )
}

const meta = {
  title: 'Widgets/Comments',
  ...widgetStoriesMeta(Comments, { layout: 'centered', decorators: [onCard] }),
  args: { type: 1, forId: 1 },
} satisfies Meta<typeof Comments>

export default meta
type Story = StoryObj<typeof meta>

export const Anonymous: Story = { beforeEach: usingApi(article) }
export const User: Story = { beforeEach: usingApi(article, XIAOMING) }
export const Admin: Story = { beforeEach: usingApi(article, ADMIN_WITH_AVATAR) }
export const Mobile: Story = { beforeEach: usingApi(article, XIAOMING), globals: MOBILE }
export const MobileAdmin: Story = {
  beforeEach: usingApi(article, ADMIN_WITH_AVATAR),
  globals: MOBILE,
}
export const HotFirst: Story = { args: { order: 'hot' }, beforeEach: usingApi(article, XIAOMING) }
export const Few: Story = { beforeEach: usingApi(few, XIAOMING) }
export const Empty: Story = { beforeEach: usingApi(empty, XIAOMING) }
export const EmptyAnonymous: Story = { beforeEach: usingApi(empty) }
export const Loading: Story = {
  beforeEach: usingApi(() => ({
    'POST /api/comment/getCommentTotal': forever,
    'POST /api/comment/frontGetParentComment': forever,
  })),
}
export const LoadError: Story = {
  beforeEach: usingApi(() => ({
    'POST /api/comment/getCommentTotal': new MockFailure(500, '服务端错误'),
    'POST /api/comment/frontGetParentComment': new MockFailure(500, '服务端错误'),
  })),
}

/** The reply composer open under a reply ("回复 @name"). */
export const Replying: Story = {
  beforeEach: usingApi(article, XIAOMING, 0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const thread = await canvas.findByRole('article', { name: '代码搬运工的回复' }, { timeout: 3000 })
    await userEvent.click(within(thread).getByRole('button', { name: '回复' }))
  },
}

/** The custom element, as a page embeds it: `<xz-comments type="1" for-id="1">`. */
export const CustomElement: Story = {
  beforeEach: usingApi(few, XIAOMING),
  render: asElement('xz-comments', { type: '1', 'for-id': '1' }),
}

// ---------- a page of any site (docs/api.md §23) ----------

const PAGE_ARGS = { type: undefined, forId: undefined, path: '/posts/hello/', pageTitle: '你好，世界' }

/** A page's thread: Markdown bodies from content_html, and a guest who links to their site. */
const pageRows = (): Comment[] => {
  const rows = seedComments(4, 1, FEW_COMMENTS)
  const guest: Comment = {
    ...rows[0]!,
    id: 90,
    parent_id: null,
    from_id: 0,
    from_name: '阿飞',
    from_avatar: '',
    from_url: 'https://afei.example',
    guest: true,
    content: '写得真好，**收藏**了！\n顺便问下 `hexo deploy` 之后评论还在吗？',
    thumbs_up: 2,
    is_like: false,
    createdAt: new Date(Date.now() - 8 * 60_000).toISOString(),
  }
  return [guest, ...rows]
}

const onPage =
  (rules?: CommentRules, tokens: Record<number, string> = {}, held = false) =>
  () => ({
    ...commentRoutes(
      pageRows().map((c) => (held && c.id === 90 ? { ...c, held: true as const } : c)),
      { html: true, guestTokens: tokens },
    ),
    ...pageRoutes({ pageId: 1, ...(rules ? { rules } : {}) }),
  })

const guestBox = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: '说点什么吧～' }, { timeout: 3000 }))
  return canvas.findByRole('textbox', { name: '评论内容' }, { timeout: 3000 })
}
const openGuestForm = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await guestBox(canvasElement)
}

/** `<xz-comments>` with no type or for-id: the thread of the page it is on, read by a guest. */
export const PagePath: Story = { args: PAGE_ARGS, beforeEach: usingApi(onPage()) }
export const PagePathMobile: Story = { args: PAGE_ARGS, beforeEach: usingApi(onPage()), globals: MOBILE }
/** The guest's composer after the first click: 昵称, 邮箱, 网址 with their labels, and 登录. */
export const PageGuestForm: Story = {
  args: PAGE_ARGS,
  beforeEach: usingApi(onPage(), null, 0),
  play: openGuestForm,
}
export const PageGuestFormMobile: Story = {
  args: PAGE_ARGS,
  beforeEach: usingApi(onPage(), null, 0),
  play: openGuestForm,
  globals: MOBILE,
}
/** The owner asks guests for an e-mail (游客须填邮箱). */
export const PageGuestEmailRequired: Story = {
  args: PAGE_ARGS,
  beforeEach: usingApi(onPage({ guests: true, guest_email_required: true }), null, 0),
  play: openGuestForm,
}
/** The owner allows no guests (仅登录用户): the login prompt as on our own articles. */
export const PageUsersOnly: Story = {
  args: PAGE_ARGS,
  beforeEach: usingApi(onPage({ guests: false, guest_email_required: false })),
}
/** The 预览 tab: the comment as the server renders it. */
export const PagePreview: Story = {
  args: PAGE_ARGS,
  beforeEach: usingApi(onPage(), null, 0),
  play: async (context) => {
    const box = await guestBox(context.canvasElement)
    await userEvent.type(box, '**加粗** 和 `代码`')
    await userEvent.click(within(context.canvasElement).getByRole('tab', { name: '预览' }))
  },
}
/** A guest back on the page: their own comment offers 删除 (their browser kept the token). */
export const PageGuestOwnComment: Story = {
  args: PAGE_ARGS,
  beforeEach: () => {
    localStorage.setItem('xz:guest-token', MOCK_GUEST_TOKEN)
    localStorage.setItem('xz:guest', JSON.stringify({ nick_name: '阿飞', url: 'https://afei.example' }))
    usingApi(onPage(undefined, { 90: MOCK_GUEST_TOKEN }))()
    return () => {
      localStorage.removeItem('xz:guest-token')
      localStorage.removeItem('xz:guest')
    }
  },
}
/** The guest's own comment held for the owner's review: marked 审核中, shown to nobody else, no 回复. */
export const PageGuestHeldComment: Story = {
  args: PAGE_ARGS,
  beforeEach: () => {
    localStorage.setItem('xz:guest-token', MOCK_GUEST_TOKEN)
    usingApi(onPage(undefined, { 90: MOCK_GUEST_TOKEN }, true))()
    return () => localStorage.removeItem('xz:guest-token')
  },
}
export const PageLoading: Story = {
  args: PAGE_ARGS,
  beforeEach: usingApi(() => ({ 'POST /api/page/thread': forever, 'GET /api/page/comment-rules': forever })),
}
export const PageLoadError: Story = {
  args: PAGE_ARGS,
  beforeEach: usingApi(() => ({ 'POST /api/page/thread': new MockFailure(500, '服务端错误') })),
}
