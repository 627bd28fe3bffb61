import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { clearCache } from '../../core/api/cached.ts'
import type { UserInfo } from '../../core/contract/index.ts'
import { forever, MockFailure, type MockRoute } from '../testing/mock-api.ts'
import { inColumn, setStorySession, widgetStoriesMeta, withMockApi } from '../testing/story-header.tsx'
import { MOBILE } from '../ui/story-root.tsx'
import { Links } from './Links.tsx'
import { FRIENDS, friend, linkRoutes } from './mock-links.ts'
import { XIAOMING } from '../../core/testing/index.ts'

/** The reader of a story (anonymous unless given); the lists are fetched afresh for every story. */
const as = (user: UserInfo | null) => () => {
  clearCache()
  setStorySession(user)
}

const api = (routes: Record<string, MockRoute>) => ({ api: { ...linkRoutes(), ...routes } })
const failing = (route: string) => api({ [route]: new MockFailure(500, '服务端错误') })
const loading = (route: string) => api({ [route]: forever })

/** Opens the application dialog (the reader is logged in). */
async function openApply(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const [apply] = await canvas.findAllByRole('button', { name: '申请友链' }, { timeout: 3000 })
  await userEvent.click(apply as HTMLElement)
  return within(await canvas.findByRole('dialog', { name: '申请友链' }))
}

const meta = {
  title: 'Widgets/Links',
  ...widgetStoriesMeta(Links, {
    layout: 'centered',
    decorators: [inColumn('min(1200px, 100vw)'), withMockApi(() => linkRoutes())],
  }),
  beforeEach: as(null),
} satisfies Meta<typeof Links>

export default meta
type Story = StoryObj<typeof meta>

// ---- friends ----
export const Friends: Story = {}
export const FriendsMobile: Story = { globals: MOBILE }
export const FriendsLoading: Story = { parameters: loading('POST /api/links/getLinksList') }
export const FriendsEmpty: Story = { parameters: { api: linkRoutes([]) } }
export const FriendsError: Story = { parameters: failing('POST /api/links/getLinksList') }
export const SiteInfoError: Story = { parameters: failing('GET /api/config') }

/** Logged in, "申请友链" opens the form. */
export const ApplyDialog: Story = {
  beforeEach: as(XIAOMING),
  play: async ({ canvasElement }) => {
    await openApply(canvasElement)
  },
}
export const ApplyDialogMobile: Story = { ...ApplyDialog, globals: MOBILE }

/** Submitted with nothing and a bad address: every field says what is wrong. */
export const ApplyInvalid: Story = {
  beforeEach: as(XIAOMING),
  play: async ({ canvasElement }) => {
    const dialog = await openApply(canvasElement)
    await userEvent.type(dialog.getByLabelText(/网站地址/), 'my.example.com')
    await userEvent.click(dialog.getByRole('button', { name: '提交申请' }))
  },
}

// ---- the reader's own links (the user centre's 我的友链) ----
const withOwn = {
  api: linkRoutes([
    ...FRIENDS,
    friend(40, { site_name: '小明的博客', user_id: XIAOMING.id }),
    friend(41, { site_name: '小明的相册', site_desc: '', user_id: XIAOMING.id }),
  ]),
}
export const Mine: Story = { args: { view: 'mine' }, parameters: withOwn, beforeEach: as(XIAOMING) }
export const MineMobile: Story = { ...Mine, globals: MOBILE }
export const MineEmpty: Story = { args: { view: 'mine' }, beforeEach: as(XIAOMING) }
export const MineLoggedOut: Story = { args: { view: 'mine' } }
/** Opens the edit dialog of the first own link, as its owner does. */
async function editFirstOwn(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement)
  const [edit] = await canvas.findAllByRole('button', { name: '修改' }, { timeout: 3000 })
  await userEvent.click(edit as HTMLElement)
  return canvas.findByRole('dialog', { name: '修改友链' })
}

/** Just submitted: the new application waits for review beside the approved ones. */
export const MineSubmitted: Story = {
  ...Mine,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const dialog = within(await editFirstOwn(canvasElement))
    await userEvent.click(dialog.getByRole('button', { name: '提交修改' }))
    await canvas.findByText('待审核')
  },
}
export const MineEdit: Story = {
  ...Mine,
  play: async ({ canvasElement }) => {
    await editFirstOwn(canvasElement)
  },
}

// ---- recommended sites and the site list ----
export const Resources: Story = { args: { view: 'resources' } }
export const ResourcesMobile: Story = { ...Resources, globals: MOBILE }
export const ResourcesBack: Story = { args: { view: 'resources', side: 'back' } }
export const ResourcesEmpty: Story = {
  args: { view: 'resources' },
  parameters: api({ 'GET /api/resources': { front: [], back: [] } }),
}
export const ResourcesLoading: Story = {
  args: { view: 'resources' },
  parameters: loading('GET /api/resources'),
}
export const ResourcesError: Story = {
  args: { view: 'resources' },
  parameters: failing('GET /api/resources'),
}
export const Sites: Story = { args: { view: 'sites' } }
export const SitesMobile: Story = { ...Sites, globals: MOBILE }
export const SitesEmpty: Story = {
  args: { view: 'sites' },
  parameters: api({ 'GET /api/siteList': { front: [], back: [] } }),
}
export const SitesError: Story = { args: { view: 'sites' }, parameters: failing('GET /api/siteList') }
