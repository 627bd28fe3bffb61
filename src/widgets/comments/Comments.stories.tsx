import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { forever, MockFailure } from '../testing/mock-api.ts'
import { asElement, usingApi, widgetStoriesMeta } from '../testing/story-header.tsx'
import { MOBILE } from '../ui/story-root.tsx'
import { Comments } from './Comments.tsx'
import { commentRoutes } from './mock-comments.ts'
import {
  ADMIN_WITH_AVATAR,
  ARTICLE_COMMENTS,
  FEW_COMMENTS,
  XIAOMING,
  seedComments,
} from '../../core/testing/index.ts'
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
