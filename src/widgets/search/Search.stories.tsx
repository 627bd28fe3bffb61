import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { configure } from '../../core/config/index.ts'
import type { SearchHit } from '../../core/contract/index.ts'
import { searchStore } from '../../core/search/index.ts'
import { forever, MockFailure, type MockRoute, mockFetch } from '../testing/mock-api.ts'
import { panelStoriesMeta } from '../testing/panel-stories.ts'
import { elementInStoryHeader, waitForShadow } from '../testing/story-header.tsx'
import { MOBILE } from '../ui/story-root.tsx'
import './element.ts'
import { Search, type SearchProps } from './Search.tsx'
import { HOT } from '../../core/testing/index.ts'

// Every story runs without a server: hot articles and results come from mockFetch.

const HITS: SearchHit[] = [
  {
    id: 1,
    article_title: 'React 入门：从 JSX 到组件',
    article_content:
      '…学习 React 之前，先要了解 JSX 是什么。React 组件就是返回 JSX 的函数，props 从父组件流向子组件…',
  },
  {
    id: 2,
    article_title: '状态管理的取舍',
    article_content:
      '…在 React 里用 zustand 管理全局状态，比 Context 更轻，也不会让整棵树重新渲染。本文对比了几种方案…',
  },
  {
    id: 3,
    article_title: 'Hooks 的规则与陷阱',
    article_content: '…react hooks 只能在函数组件的顶层调用，不能放进条件语句里。useEffect 的依赖数组…',
  },
  {
    id: 4,
    article_title: '用 Preact 把组件体积减到 10 KB',
    article_content: '…preact/compat 让大多数 React 组件无需改动就能运行，打包后体积只有原来的六分之一…',
  },
]

interface Scene {
  history?: string[]
  hot?: MockRoute
  results?: MockRoute
}

function setup({
  history = ['React', 'Vite', '状态管理', 'CSS 布局', 'TypeScript'],
  hot = HOT,
  results,
}: Scene): void {
  configure({
    fetch: mockFetch(
      {
        'GET /api/article/getHotArticle': hot,
        'GET /api/article/getArticleListByContent/*':
          results ??
          (({ url }: { url: URL }) => {
            const text = decodeURIComponent(url.pathname.split('/').pop() ?? '').toLowerCase()
            return HITS.filter((h) => `${h.article_title}${h.article_content}`.toLowerCase().includes(text))
          }),
      },
      { delayMs: 200 },
    ),
  })
  searchStore.setState({ history, hot: [], results: [], query: '', loading: false, error: false })
}

const scene = (s: Scene): Pick<Story, 'beforeEach'> => ({ beforeEach: () => setup(s) })

const meta = {
  title: 'Widgets/Search',
  ...panelStoriesMeta<SearchProps>(Search, { onOpenArticle: fn() }),
  beforeEach: () => setup({}), // history and the hot list, unless a story sets the scene
} satisfies Meta<typeof Search>

export default meta
type Story = StoryObj<typeof meta>

/** Only the icon button, as it sits in a header. */
export const Trigger: Story = { args: { open: undefined } }

/** Opened: history tags and the hot list ①–⑤. */
export const Home: Story = {}

export const HomeMobile: Story = { ...Home, globals: MOBILE }

/** A first visit: no history yet. */
export const NoHistory: Story = { ...scene({ history: [] }) }

/** Results, the typed text highlighted in titles and snippets. */
export const Results: Story = { args: { defaultQuery: 'react' } }

export const ResultsMobile: Story = { ...Results, globals: MOBILE }

/** Nothing matched: the search-empty illustration. */
export const NoResults: Story = { ...scene({ results: [] }), args: { defaultQuery: '量子纠缠' } }

/** The search and the hot list are still on their way. */
export const Loading: Story = {
  ...scene({ results: forever, hot: forever }),
  args: { defaultQuery: 'react' },
}

export const HotLoading: Story = { ...scene({ hot: forever }) }

/** The server failed: a retry, and the catalogue's toast. */
export const ErrorState: Story = {
  ...scene({ results: new MockFailure(500, '服务端错误'), hot: new MockFailure(500, '服务端错误') }),
  args: { defaultQuery: 'react' },
}

/** The custom element <xz-search> itself (shadow DOM), opened from its own icon button. */
export const AsElement: Story = {
  render: elementInStoryHeader('xz-search', { navigate: 'false', 'default-query': 'react' }),
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('xz-search')
    const button = await waitForShadow(host, 'button')
    button.click()
  },
}
