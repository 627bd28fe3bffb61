import type { Meta, StoryObj } from '@storybook/react-vite'
import { forever, MockFailure } from '../testing/mock-api.ts'
import { asElement, widgetStoriesMeta, withMockApi } from '../testing/story-header.tsx'
import { MOBILE } from '../ui/story-root.tsx'
import { RECENT, recentRoutes } from './fixtures.ts'
import { RecentComments } from './RecentComments.tsx'
import './element.ts'

const meta = {
  title: 'Widgets/RecentComments',
  ...widgetStoriesMeta(RecentComments, { layout: 'padded', decorators: [withMockApi(recentRoutes())] }),
  args: { limit: 5 },
} satisfies Meta<typeof RecentComments>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Mobile: Story = { globals: MOBILE }
export const Two: Story = { args: { limit: 2 } }
export const NoneYet: Story = { parameters: { api: recentRoutes([])() } }
export const Loading: Story = { parameters: { api: { 'GET /api/page/recent': () => forever() } } }
export const ErrorState: Story = {
  parameters: { api: { 'GET /api/page/recent': new MockFailure(500, '服务端错误') } },
}
export const AsCustomElement: Story = {
  parameters: { api: recentRoutes(RECENT)() },
  render: asElement('xz-recent-comments', { limit: '3' }),
}
