import type { Meta, StoryObj } from '@storybook/react-vite'
import { createElement } from 'react'
import {
  COUNTER_STATES,
  PostList,
  pageFetchAnswering,
  withStatsApi,
} from '../comment-count/story-post-list.tsx'
import { storyTheme } from '../testing/story-header.tsx'
import { PageView } from './PageView.tsx'
import './element.ts'

const meta = {
  title: 'Widgets/PageView',
  component: PageView,
  parameters: { layout: 'fullscreen' },
  decorators: [withStatsApi],
  render: (_args, context) => (
    <PostList
      dark={storyTheme(context) === 'dark'}
      Count={(path) => (
        <>
          <PageView path={path} /> 次浏览
        </>
      )}
    />
  ),
} satisfies Meta<typeof PageView>

export default meta
type Story = StoryObj<typeof meta>

/** Each post's views; on the post itself (no `path`) the counter also counts the visit. */
export const PostListViews: Story = {}
export const Loading: Story = COUNTER_STATES.Loading
export const Failed: Story = COUNTER_STATES.Failed
/** The plain custom element a static site adds. */
export const AsCustomElement: Story = {
  beforeEach: pageFetchAnswering,
  render: (_args, context) => (
    <PostList
      dark={storyTheme(context) === 'dark'}
      Count={(path) => <>{createElement('xz-pageview', { path })} 次浏览</>}
    />
  ),
}
