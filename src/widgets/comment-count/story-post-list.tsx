import type { ReactNode } from 'react'
import type { Decorator } from '@storybook/react-vite'
import { configure, type FetchLike } from '../../core/config/index.ts'
import { forever, MockFailure, type MockRoute, mockFetch } from '../testing/mock-api.ts'

// A static site's post list with counters, for the stories of both counters.

export const STATS = 'POST /api/page/stats'
const POSTS = [
  { path: '/posts/hello/', title: '你好，世界', comments: 12, views: 3480 },
  { path: '/posts/static-site-comments/', title: '给静态博客加上评论', comments: 0, views: 57 },
  { path: '/posts/moving-from-waline/', title: '从 Waline 搬家', comments: 1234, views: 98321 },
]

/** The stats call answers each asked path from POSTS (an unknown page counts zero). */
export const answer = ({ body }: { body: unknown }) => {
  const { paths = [], view } = body as { paths?: string[]; view?: { path: string } }
  const all = view ? [...paths, view.path] : paths
  return Object.fromEntries(
    all.map((p) => {
      const post = POSTS.find((x) => x.path === p)
      return [p, { comments: post?.comments ?? 0, views: post?.views ?? 0 }]
    }),
  )
}

/** A blog's post list as a static site writes it, a counter of each kind per post. */
export function PostList({ dark, Count }: { dark: boolean; Count: (path: string) => ReactNode }) {
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 24,
        fontFamily: 'sans-serif',
        background: dark ? '#1e2128' : '#ffffff',
        color: dark ? '#e6e8ec' : '#1f2329',
      }}
    >
      {POSTS.map((post) => (
        <li key={post.path} style={{ padding: '12px 0', borderBottom: '1px solid #8884' }}>
          <a
            href={post.path}
            style={{ color: 'inherit', fontWeight: 600 }}
            onClick={(e) => e.preventDefault()}
          >
            {post.title}
          </a>
          <div style={{ fontSize: 14, opacity: 0.8, marginTop: 4 }}>{Count(post.path)}</div>
        </li>
      ))}
    </ul>
  )
}

/** A story's `beforeEach` for the plain elements, which call the page's own fetch: answered from POSTS. */
export function pageFetchAnswering() {
  const api = mockFetch({ [STATS]: answer }) as FetchLike
  const real = window.fetch
  window.fetch = (input, init) => api(input as string, init)
  return () => {
    window.fetch = real
  }
}

/** The counters' stories' API: `parameters.stats` answers the stats call, else POSTS do. */
export const withStatsApi: Decorator = (Story, context) => {
  configure({ fetch: mockFetch({ [STATS]: (context.parameters.stats as MockRoute) ?? answer }) })
  return <Story />
}

/** The states every counter shows: waiting (empty, aria-busy) and failed ("-" with the reason). */
export const COUNTER_STATES = {
  Loading: { parameters: { stats: () => forever() } },
  Failed: { parameters: { stats: new MockFailure(500, '服务端错误') } },
}
