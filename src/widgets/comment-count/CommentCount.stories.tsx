import type { Meta, StoryObj } from '@storybook/react-vite'
import { createElement } from 'react'
import { COUNTER_STATES, PostList, pageFetchAnswering, withStatsApi } from './story-post-list.tsx'
import { storyTheme } from '../testing/story-header.tsx'
import { PageView } from '../pageview/PageView.tsx'
import { CommentCount } from './CommentCount.tsx'
import './element.ts'
import '../pageview/element.ts'

const meta = {
  title: 'Widgets/CommentCount',
  component: CommentCount,
  parameters: { layout: 'fullscreen' },
  decorators: [withStatsApi],
  render: (_args, context) => (
    <PostList
      dark={storyTheme(context) === 'dark'}
      Count={(path) => (
        <>
          <CommentCount path={path} /> 条评论 · <PageView path={path} /> 次浏览
        </>
      )}
    />
  ),
} satisfies Meta<typeof CommentCount>

export default meta
type Story = StoryObj<typeof meta>

/** Three posts, each with its comment and view counts: one request for all six. */
export const PostListCounts: Story = {}
/** Until the answer arrives the count is empty (aria-busy), so the line does not jump to a wrong 0. */
export const Loading: Story = COUNTER_STATES.Loading
/** A failed call reads "-" with the reason in its tooltip. */
export const Failed: Story = COUNTER_STATES.Failed

/** The plain custom elements a static site adds: no React, one request for every counter. */
export const AsCustomElements: Story = {
  beforeEach: pageFetchAnswering,
  render: (_args, context) => (
    <PostList
      dark={storyTheme(context) === 'dark'}
      Count={(path) => (
        <>
          {createElement('xz-comment-count', { path })} 条评论 · {createElement('xz-pageview', { path })}{' '}
          次浏览
        </>
      )}
    />
  ),
}
