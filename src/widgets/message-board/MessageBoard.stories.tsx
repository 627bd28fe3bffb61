import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import type { UserInfo } from '../../core/contract/index.ts'
import { forever, MockFailure, type MockRoute } from '../testing/mock-api.ts'
import { asElement, inColumn, usingApi, widgetStoriesMeta } from '../testing/story-header.tsx'
import { MOBILE } from '../ui/story-root.tsx'
import { MessageBoard } from './MessageBoard.tsx'
import { boardRoutes, ENTRIES, entry } from './mock-board.ts'
import { ADMIN_WITH_AVATAR, XIAOMING } from '../../core/testing/index.ts'
import './element.ts'

const all = () => boardRoutes()
/** The demo user wrote the third and fifth notes. */
const withOwn = () =>
  boardRoutes({
    entries: ENTRIES.map((m) => (m.id === 3 || m.id === 5 ? { ...m, user_id: XIAOMING.id } : m)),
  })
const failing = (path: string) => () => ({ ...boardRoutes(), [path]: new MockFailure(500, '服务端错误') })

const meta = {
  title: 'Widgets/MessageBoard',
  ...widgetStoriesMeta(MessageBoard, { layout: 'centered', decorators: [inColumn('min(1160px, 100vw)')] }),
} satisfies Meta<typeof MessageBoard>

export default meta
type Story = StoryObj<typeof meta>

/** The board on one entry's screen (`detail`, or `publish` to edit it), read by `user` over `routes`. */
const entryStory = (
  view: 'detail' | 'publish',
  messageId: number,
  routes: () => Record<string, MockRoute>,
  user: UserInfo | null = null,
): Story => ({ args: { view, messageId }, beforeEach: usingApi(routes, user) })

// ---- the board ----
export const Board: Story = { args: { chatPath: '/message/chat' }, beforeEach: usingApi(all) }
export const BoardMobile: Story = { ...Board, globals: MOBILE }
export const BoardSmallPages: Story = { args: { pageSize: 4 }, beforeEach: usingApi(all) }
export const BoardEmpty: Story = { beforeEach: usingApi(() => boardRoutes({ entries: [] })) }
export const BoardLoading: Story = {
  beforeEach: usingApi(() => ({ ...boardRoutes(), 'POST /api/message/getMessageList': forever })),
}
export const BoardLoadError: Story = { beforeEach: usingApi(failing('POST /api/message/getMessageList')) }

/** One hot tag chosen. */
export const BoardTagChosen: Story = {
  beforeEach: usingApi(all, null, 0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /建议/ }, { timeout: 3000 }))
  },
}

// ---- one reader's own entries (the user centre's 我的留言) ----
export const Mine: Story = { args: { view: 'mine' }, beforeEach: usingApi(withOwn, XIAOMING) }
export const MineMobile: Story = { ...Mine, globals: MOBILE }
export const MineEmpty: Story = { args: { view: 'mine' }, beforeEach: usingApi(all, XIAOMING) }
export const MineLoggedOut: Story = { args: { view: 'mine' }, beforeEach: usingApi(all) }

// ---- the form ----
export const Publish: Story = { args: { view: 'publish' }, beforeEach: usingApi(all) }
export const PublishMobile: Story = { ...Publish, globals: MOBILE }
export const PublishLoggedIn: Story = { args: { view: 'publish' }, beforeEach: usingApi(all, XIAOMING) }
/** Submitted empty: the form says what is missing. */
export const PublishInvalid: Story = {
  args: { view: 'publish' },
  beforeEach: usingApi(all, null, 0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '发布留言' }))
  },
}
export const PublishEdit: Story = entryStory('publish', 3, withOwn, XIAOMING)
export const PublishEditNotYours: Story = entryStory('publish', 1, all, XIAOMING)
export const PublishEditLoggedOut: Story = entryStory('publish', 3, all)

// ---- one entry ----
export const Detail: Story = entryStory('detail', 1, all, XIAOMING)
export const DetailMobile: Story = { ...Detail, globals: MOBILE }
export const DetailOwn: Story = entryStory('detail', 3, withOwn, XIAOMING)
export const DetailAdmin: Story = entryStory('detail', 2, all, ADMIN_WITH_AVATAR)
export const DetailLongText: Story = {
  args: { view: 'detail', messageId: 900 },
  beforeEach: usingApi(() =>
    boardRoutes({
      entries: [
        entry({ id: 900, message: '很长的一段留言。'.repeat(40), bg_color: '#334155', color: '#f9fafb' }),
      ],
    }),
  ),
  globals: MOBILE,
}
export const DetailMissing: Story = entryStory('detail', 404, all)
export const DetailLoading: Story = {
  args: { view: 'detail', messageId: 1 },
  beforeEach: usingApi(() => ({ ...boardRoutes(), 'GET /api/message/getMessageById/*': forever })),
}

/** The custom element as a page embeds it: screens switch in place. */
export const CustomElement: Story = {
  beforeEach: usingApi(all),
  render: asElement('xz-message-board', { 'page-size': '6' }),
}
