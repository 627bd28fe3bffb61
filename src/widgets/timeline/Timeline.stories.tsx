import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { forever, MockFailure } from '../testing/mock-api.ts'
import { asElement, widgetStoriesMeta, withMockApi } from '../testing/story-header.tsx'
import { MOBILE } from '../ui/story-root.tsx'
import { TIMELINE_ROUTE, timelineRoutes } from './fixtures.ts'
import { Timeline } from './Timeline.tsx'
import './element.ts'

const meta = {
  title: 'Widgets/Timeline',
  // 23 articles over three years unless `parameters.api`
  ...widgetStoriesMeta(Timeline, { layout: 'padded', decorators: [withMockApi(timelineRoutes)] }),
} satisfies Meta<typeof Timeline>

export default meta
type Story = StoryObj<typeof meta>

// ---- three years, three pages of 10 ----
export const Default: Story = {}
export const Mobile: Story = { globals: MOBILE }

const toPage2: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: '第 2 页' }))
}
/** 2024 continues from page 1: it heads page 2 again with the rest of its articles. */
export const SecondPage: Story = { play: toPage2 }

/** Small pages: the bar shortens to first, last and the neighbours of the current page. */
export const ManyPages: Story = { args: { pageSize: 2 } }
export const ManyPagesMobile: Story = { args: { pageSize: 2 }, globals: MOBILE }

const loadMore: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: '加载更多' }))
  await canvas.findByRole('heading', { name: /^2023/ })
}
/** paging="more": 2024 is split between pages 1 and 2 and shows as one group. */
export const LoadMoreMerged: Story = { args: { paging: 'more' }, play: loadMore }

// ---- states ----
export const Empty: Story = { parameters: { api: timelineRoutes([]) } }
export const Loading: Story = { parameters: { api: { [TIMELINE_ROUTE]: () => forever() } } }
export const ErrorState: Story = {
  parameters: { api: { [TIMELINE_ROUTE]: new MockFailure(500, '服务端错误') } },
}

// ---- the custom element, styles adopted into its shadow root ----
export const AsCustomElement: Story = { render: asElement('xz-timeline') }
