import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { forever, MockFailure } from '../../widgets/testing/mock-api.ts'
import { MOBILE } from '../../widgets/ui/story-root.tsx'
import { type DeskDemo, deskStoriesMeta } from '../testing/desk-demo.tsx'
import { sectionRoutes, withGlobeFile } from './fixtures.ts'

const meta = {
  title: 'Desk/Sections',
  // the globe's markers are served as the plain file they are
  ...deskStoriesMeta({ routes: sectionRoutes, start: '/desk/overview', wrap: withGlobeFile }),
} satisfies Meta<typeof DeskDemo>

export default meta
type Story = StoryObj<typeof meta>

// ---- overview: counts, the 30-day chart, what waits ----
export const Overview: Story = {}
export const OverviewMobile: Story = { globals: MOBILE }
export const OverviewLoading: Story = { parameters: { api: sectionRoutes({ overview: () => forever() }) } }
export const OverviewFailed: Story = {
  parameters: { api: sectionRoutes({ overview: new MockFailure(500, '服务端错误') }) },
}

// ---- moderation ----
export const Comments: Story = { args: { start: '/desk/moderation' } }
export const CommentsMobile: Story = { args: { start: '/desk/moderation' }, globals: MOBILE }
export const Messages: Story = { args: { start: '/desk/moderation/messages' } }
export const Chat: Story = { args: { start: '/desk/moderation/chat' } }
export const Links: Story = { args: { start: '/desk/moderation/links' } }
export const RejectAsks: Story = {
  args: { start: '/desk/moderation/links' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '拒绝 阿木的小屋' }))
  },
}
export const LinkEdit: Story = {
  args: { start: '/desk/moderation/links' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '编辑 阿木的小屋' }))
  },
}
export const LinkEditMobile: Story = { ...LinkEdit, globals: MOBILE }
// 待审核 with its reasons and the batch bar; 审核设置 (docs/api.md §27)
export const Review: Story = { args: { start: '/desk/moderation/review' } }
export const ReviewMobile: Story = { args: { start: '/desk/moderation/review' }, globals: MOBILE }
export const ReviewRules: Story = { args: { start: '/desk/moderation/rules' } }

// ---- users ----
export const Users: Story = { args: { start: '/desk/users' } }
export const UsersMobile: Story = { args: { start: '/desk/users' }, globals: MOBILE }

// ---- site ----
export const Site: Story = { args: { start: '/desk/site' } }
export const SiteMobile: Story = { args: { start: '/desk/site' }, globals: MOBILE }
export const Headers: Story = { args: { start: '/desk/site/headers' } }
export const HeadersMobile: Story = { args: { start: '/desk/site/headers' }, globals: MOBILE }
export const Terms: Story = { args: { start: '/desk/site/terms' } }
export const Globe: Story = { args: { start: '/desk/site/globe' } }
export const Import: Story = { args: { start: '/desk/site/import' } }
/** 站点 → 评论: who may comment on the pages of the sites that embed the comments. */
export const CommentSettings: Story = { args: { start: '/desk/site/comments' } }
export const CommentSettingsMobile: Story = { args: { start: '/desk/site/comments' }, globals: MOBILE }
export const Password: Story = { args: { start: '/desk/site/password' } }
export const PasswordRefused: Story = {
  args: { start: '/desk/site/password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('新密码'), 'short')
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }))
  },
}
