import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure } from '../../core/config/index.ts'
import type { ArticleSummary, Paged } from '../../core/contract/index.ts'
import { mockApi } from '../testing/mock-api.ts'
import type { Loaded } from '../ui/index.ts'
import { ArticleFeed } from './ArticleFeed.tsx'
import { ARTICLE } from '../../core/testing/index.ts'

const { article_content: _, ...SUMMARY } = ARTICLE

function summary(id: number, extra: Partial<ArticleSummary> = {}): ArticleSummary {
  return { ...SUMMARY, id, article_title: `第 ${id} 篇`, ...extra }
}

function loaded(data: Paged<ArticleSummary> | null, status: Loaded<unknown>['status'] = 'ready') {
  return { data, status, error: status === 'error' ? '网络错误' : '', reload: vi.fn(), setData: () => {} }
}

const PAGE: Paged<ArticleSummary> = {
  current: 1,
  size: 2,
  total: 5,
  list: [summary(1, { is_top: 1 }), summary(2, { tagNameList: ['React', '没有的标签'] })],
}

let navigations: string[] = []
const onNavigate = (path: string) => {
  navigations.push(path)
  return false
}

function mount(articles: ReturnType<typeof loaded>) {
  const user = userEvent.setup()
  render(
    <ArticleFeed
      articles={articles}
      page={1}
      size={2}
      hrefFor={(p) => `/home?page=${p}`}
      onNavigate={onNavigate}
    />,
  )
  return user
}

beforeEach(() => {
  navigations = []
  mockApi({ 'GET /api/tag/getTagDictionary': [{ id: 7, tag_name: 'React', articleCount: 3 }] })
})
afterEach(() => {
  cleanup()
  configure({ fetch: undefined })
})

describe('ArticleFeed', () => {
  it('shows a card per article, the pinned one marked, with its category and known tags as links', async () => {
    mount(loaded(PAGE))
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(2)
    const [first, second] = cards as [HTMLElement, HTMLElement]
    expect(within(first).getByRole('link', { name: '第 1 篇' }).getAttribute('href')).toBe('/article?id=1')
    expect(within(first).getByText('置顶')).toBeTruthy()
    expect(within(second).queryByText('置顶')).toBeNull()
    expect(within(second).getByRole('link', { name: '前端工程' }).getAttribute('href')).toBe(
      '/articleList?categoryId=2',
    )
    // a tag links to its list once the dictionary knows its id; an unknown one stays text
    await waitFor(() =>
      expect(within(second).getByRole('link', { name: 'React' }).getAttribute('href')).toBe(
        '/articleList?tagId=7',
      ),
    )
    expect(within(second).queryByRole('link', { name: '没有的标签' })).toBeNull()
    expect(within(second).getByText('没有的标签')).toBeTruthy()
  })

  it('hands plain clicks on titles and pages to the host router', async () => {
    const user = mount(loaded(PAGE))
    await user.click(screen.getByRole('link', { name: '第 2 篇' }))
    await user.click(screen.getByRole('link', { name: /第 2 页|^2$/ }))
    expect(navigations).toEqual(['/article?id=2', '/home?page=2'])
  })

  it('draws a long page a few cards per task, the pager once the last card is in', async () => {
    const list = Array.from({ length: 10 }, (_, i) => summary(i + 1))
    render(
      <ArticleFeed
        articles={loaded({ current: 1, size: 10, total: 30, list })}
        page={1}
        size={10}
        hrefFor={(p) => `/home?page=${p}`}
      />,
    )
    // the first screen's cards in the first render, without the pager below them yet
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.queryByRole('navigation')).toBeNull()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))
    expect(
      screen.getAllByRole('article').map((card) => within(card).getAllByRole('link')[0]?.textContent),
    ).toEqual(list.map((a) => a.article_title))
    expect(screen.getByRole('navigation')).toBeTruthy()
  })

  it('shows the failure with a retry, and an empty list in words', async () => {
    const failed = loaded(null, 'error')
    const user = mount(failed)
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(failed.reload).toHaveBeenCalledTimes(1)
    expect(screen.getByText('文章加载失败')).toBeTruthy()
    cleanup()
    mount(loaded({ current: 1, size: 2, total: 0, list: [] }))
    expect(screen.getByText('这里还没有文章')).toBeTruthy()
  })
})
