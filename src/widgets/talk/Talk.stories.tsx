import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { forever, MockFailure } from '../testing/mock-api.ts'
import { asElement, inColumn, usingApi, widgetStoriesMeta } from '../testing/story-header.tsx'
import { MOBILE } from '../ui/story-root.tsx'
import { pictures, TALKS, talkRoutes } from './mock-talk.ts'
import { Talk } from './Talk.tsx'
import { ADMIN_WITH_AVATAR, XIAOMING } from '../../core/testing/index.ts'
import './element.ts'

const all = () => talkRoutes()
const only = (ids: number[]) => () => talkRoutes({ talks: TALKS.filter((t) => ids.includes(t.id)) })

const meta = {
  title: 'Widgets/Talk',
  ...widgetStoriesMeta(Talk, {
    layout: 'centered',
    decorators: [inColumn('min(760px, calc(100vw - 32px))')],
  }),
  beforeEach: usingApi(all), // an anonymous reader of every talk unless a story says otherwise
} satisfies Meta<typeof Talk>

export default meta
type Story = StoryObj<typeof meta>

export const Anonymous: Story = {}
export const User: Story = { beforeEach: usingApi(all, XIAOMING) }
export const Admin: Story = { beforeEach: usingApi(all, ADMIN_WITH_AVATAR) }
export const Mobile: Story = { globals: MOBILE }
export const MobileUser: Story = { beforeEach: usingApi(all, XIAOMING), globals: MOBILE }
export const OneImage: Story = { beforeEach: usingApi(only([2])) }
export const ThreeImages: Story = { beforeEach: usingApi(only([3])) }
export const NineImages: Story = { beforeEach: usingApi(only([5])) }
export const NineImagesMobile: Story = { beforeEach: usingApi(only([5])), globals: MOBILE }
export const SmallPages: Story = { args: { pageSize: 3 } }
export const Empty: Story = { beforeEach: usingApi(() => talkRoutes({ talks: [] })) }
export const Loading: Story = { beforeEach: usingApi(() => ({ 'POST /api/talk/blogGetTalkList': forever })) }
export const LoadError: Story = {
  beforeEach: usingApi(() => ({ 'POST /api/talk/blogGetTalkList': new MockFailure(500, '服务端错误') })),
}

/** One talk by id, with its comments (many, with nested replies) open. */
export const SingleWithComments: Story = { args: { talkId: 4 }, beforeEach: usingApi(all, XIAOMING) }
export const SingleAsAdmin: Story = {
  args: { talkId: 4 },
  beforeEach: usingApi(all, ADMIN_WITH_AVATAR),
}
export const SingleMobile: Story = {
  args: { talkId: 2 },
  beforeEach: usingApi(all, XIAOMING),
  globals: MOBILE,
}

/** The lightbox open on the third of nine pictures. */
export const Lightbox: Story = {
  beforeEach: usingApi(only([5]), null, 0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '查看图片 3/9' }, { timeout: 3000 }))
  },
}
export const LightboxMobile: Story = { ...Lightbox, globals: MOBILE }

/** A talk's comments opened from the list. */
export const CommentsOpen: Story = {
  beforeEach: usingApi(only([1, 2]), XIAOMING, 0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggles = await canvas.findAllByRole('button', { name: /^评论 / }, { timeout: 3000 })
    await userEvent.click(toggles[1] as HTMLElement)
  },
}

/** The custom element as a page embeds it. */
export const CustomElement: Story = {
  beforeEach: usingApi(() =>
    talkRoutes({ talks: [{ ...(TALKS[2] as (typeof TALKS)[number]), talkImgList: pictures(6, 3) }] }),
  ),
  render: asElement('xz-talk', { 'page-size': '5' }),
}
