import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { forever, MockFailure } from '../testing/mock-api.ts'
import { asElement, widgetStoriesMeta, withMockApi } from '../testing/story-header.tsx'
import { MOBILE } from '../ui/story-root.tsx'
import { reactionRoutes } from './fixtures.ts'
import { Reactions } from './Reactions.tsx'
import './element.ts'

const meta = {
  title: 'Widgets/Reactions',
  ...widgetStoriesMeta(Reactions, { layout: 'padded', decorators: [withMockApi(reactionRoutes())] }),
  args: { path: '/posts/hello/', pageTitle: '你好，世界' },
} satisfies Meta<typeof Reactions>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Mobile: Story = { globals: MOBILE }
/** The visitor chose 庆祝: it is marked, and choosing it again takes it back. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const party = await canvas.findByRole('button', { name: /^庆祝 1$/ })
    await userEvent.click(party)
    await canvas.findByRole('button', { name: /^庆祝 2$/ })
  },
}
/** A page nobody has reacted to yet. */
export const NoneYet: Story = { parameters: { api: reactionRoutes({})() } }
export const Loading: Story = {
  parameters: { api: { 'GET /api/page/reactions': () => forever() } },
}
export const ErrorState: Story = {
  parameters: { api: { 'GET /api/page/reactions': new MockFailure(500, '服务端错误') } },
}
export const AsCustomElement: Story = { render: asElement('xz-reactions', { path: '/posts/hello/' }) }
