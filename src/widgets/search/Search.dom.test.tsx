import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure, resetConfig } from '../../core/config/index.ts'
import type { SearchHit } from '../../core/contract/index.ts'
import { searchStore } from '../../core/search/index.ts'
import { createMemoryStorage, STORAGE_KEYS, setStorageBackend, storage } from '../../core/storage/index.ts'
import { MockFailure, mockFetch } from '../testing/mock-api.ts'
import { Search } from './Search.tsx'
import { LAZY_LOAD } from '../testing/states.ts'
import { Dialog } from '../ui/index.ts'
import { HOT } from '../../core/testing/index.ts'

const HITS: SearchHit[] = [
  { id: 1, article_title: 'React 入门', article_content: '…学习 react 之前先了解 JSX，React 组件…' },
  { id: 2, article_title: '状态管理', article_content: '在 React 里用 zustand <img src=x onerror=alert(1)>' },
  { id: 3, article_title: 'Hooks 指南', article_content: '…react hooks 的规则…' },
]

let searched: string[] = []

beforeEach(() => {
  setStorageBackend(createMemoryStorage())
  searched = []
  configure({
    fetch: mockFetch({
      'GET /api/article/getHotArticle': HOT,
      'GET /api/article/getArticleListByContent/*': ({ url }: { url: URL }) => {
        const text = decodeURIComponent(url.pathname.split('/').pop() ?? '')
        searched.push(text)
        if (text === '出错') return new MockFailure(500, '服务端错误')
        return text.toLowerCase().includes('react') ? HITS : []
      },
    }),
  })
  searchStore.setState({ history: [], hot: [], results: [], query: '', loading: false, error: false })
})

afterEach(() => {
  cleanup()
  resetConfig()
  vi.restoreAllMocks()
})

/** Opens the dialog from the search icon, as a reader does. */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '搜索' }))
  // the dialog's frame arrives when it first opens
  const dialog = await screen.findByRole('dialog', { name: '搜索文章' }, LAZY_LOAD)
  // and the panel's code with it
  const input = (await within(dialog).findByRole('combobox', {}, LAZY_LOAD)) as HTMLInputElement
  return { dialog, input }
}

/** Renders the widget and opens its dialog. */
async function openSearch(widget: ReactElement = <Search />) {
  const user = userEvent.setup()
  render(widget)
  return { user, ...(await openDialog(user)) }
}

// A page fetches the modal frame on the first opening (the tests that open one first wait for it);
// fetched ahead here, so any test may assert on the render right after an opening.
beforeAll(() => Dialog.preload())

describe('Search dialog', () => {
  it('opens from the search icon with the input focused', async () => {
    const { input } = await openSearch()
    // focus moves in once the panel's code has arrived, a moment after the field first shows
    await waitFor(() => expect(document.activeElement).toBe(input), LAZY_LOAD)
  })

  it('shows the history as tags and clears it with 清空', async () => {
    searchStore.getState().addHistory('vue')
    searchStore.getState().addHistory('react')
    const { user, dialog } = await openSearch()
    const section = within(dialog).getByRole('region', { name: '搜索历史' })
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['清空', 'react', 'vue'])
    await user.click(within(section).getByRole('button', { name: '清空' }))
    expect(within(dialog).queryByRole('region', { name: '搜索历史' })).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.searchHistory)).toBeNull()
  })

  it('lists the five hot articles with circled numbers', async () => {
    const { dialog } = await openSearch()
    const hot = within(dialog).getByRole('region', { name: '热门文章' })
    await within(hot).findByText(HOT[0]?.article_title ?? '')
    const items = within(hot).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      '①React 19 新特性一览：Actions、use 与服务端组件',
      '②从 Rollup 到 Rolldown：Vite 8 升级笔记',
      '③TypeScript 7 原生编译器初体验',
      '④CSS 容器查询实战：卡片组件的自适应布局',
      '⑤用 Node 20 自带的 fetch 写一个爬虫',
    ])
  })

  it('Enter searches and highlights the typed text in <mark>, never as markup', async () => {
    const { user, dialog, input } = await openSearch()
    await user.type(input, 'react{Enter}')
    const list = await within(dialog).findByRole('listbox', { name: '搜索结果' })
    const options = within(list).getAllByRole('option')
    expect(options).toHaveLength(3)
    const first = options[0] as HTMLElement
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['React', 'react', 'React'])
    expect(first.textContent).toBe('React 入门…学习 react 之前先了解 JSX，React 组件…')
    // a snippet holding markup shows it as text
    expect(options[1]?.querySelector('img')).toBeNull()
    expect(options[1]?.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(searchStore.getState().history).toEqual(['react'])
  })

  it('searches while typing after a short pause, without recording history', async () => {
    const { user, dialog, input } = await openSearch()
    await user.type(input, 'react')
    expect(searched).toEqual([])
    await within(dialog).findByRole('listbox')
    expect(searched).toEqual(['react'])
    expect(searchStore.getState().history).toEqual([])
  })

  it('an empty query clears the results and shows the history again', async () => {
    searchStore.getState().addHistory('vue')
    const { user, dialog, input } = await openSearch()
    await user.type(input, 'react{Enter}')
    await within(dialog).findByRole('listbox')
    expect(within(dialog).queryByRole('region', { name: '搜索历史' })).toBeNull()
    await user.clear(input)
    expect(within(dialog).queryByRole('listbox')).toBeNull()
    expect(searchStore.getState().results).toEqual([])
    expect(within(dialog).getByRole('region', { name: '搜索历史' })).toBeTruthy()
  })

  it('a history tag searches its text', async () => {
    searchStore.getState().addHistory('react')
    const { user, dialog, input } = await openSearch()
    await user.click(within(dialog).getByRole('button', { name: 'react' }))
    expect(input.value).toBe('react')
    await within(dialog).findByRole('listbox')
  })

  it('says so when nothing matches', async () => {
    const { user, dialog, input } = await openSearch()
    await user.type(input, '量子计算{Enter}')
    expect(await within(dialog).findByText('没有找到相关文章')).toBeTruthy()
  })

  it('offers a retry when the search fails', async () => {
    const { user, dialog, input } = await openSearch()
    await user.type(input, '出错{Enter}')
    expect(await within(dialog).findByText('搜索失败，请稍后再试')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: '重试' })).toBeTruthy()
  })
})

describe('opening an article', () => {
  it('a click records the query, emits the id, closes and goes to /article?id=…', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const onOpenArticle = vi.fn()
    const { user, dialog, input } = await openSearch(<Search onOpenArticle={onOpenArticle} />)
    await user.type(input, 'react')
    const options = await within(dialog).findAllByRole('option')
    await user.click(options[1] as HTMLElement)
    expect(onOpenArticle).toHaveBeenCalledWith({ id: 2 })
    expect(searchStore.getState().history).toEqual(['react'])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(assign).toHaveBeenCalledWith('/article?id=2')
  })

  it('a callback returning false (a cancelled xz-open-article) keeps the widget from navigating', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const { user, dialog, input } = await openSearch(<Search onOpenArticle={() => false} />)
    await user.type(input, 'react{Enter}')
    await user.click((await within(dialog).findAllByRole('option'))[0] as HTMLElement)
    expect(assign).not.toHaveBeenCalled()
  })

  it('navigate={false} leaves navigation to the host; hot articles open too', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const onOpenArticle = vi.fn()
    const { user, dialog } = await openSearch(<Search navigate={false} onOpenArticle={onOpenArticle} />)
    await user.click(await within(dialog).findByRole('button', { name: /Vite 8 升级笔记/ }))
    expect(onOpenArticle).toHaveBeenCalledWith({ id: 12 })
    expect(assign).not.toHaveBeenCalled()
    expect(searchStore.getState().history).toEqual([])
  })

  it('↑/↓ move through the results and Enter opens the active one; Esc closes', async () => {
    const onOpenArticle = vi.fn(() => false)
    const { user, dialog, input } = await openSearch(<Search onOpenArticle={onOpenArticle} />)
    await user.type(input, 'react{Enter}')
    const options = await within(dialog).findAllByRole('option')
    await user.keyboard('{ArrowDown}')
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id)
    expect(options[0]?.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id)
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(input.getAttribute('aria-activedescendant')).toBeNull()
    await user.keyboard('{ArrowUp}')
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id)
    await user.keyboard('{Enter}')
    expect(onOpenArticle).toHaveBeenCalledWith({ id: 3 })
    expect(screen.queryByRole('dialog')).toBeNull()

    await openDialog(user)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('starts from defaultQuery when given, and is controllable', async () => {
    const onOpenChange = vi.fn()
    const user = userEvent.setup()
    render(<Search open defaultQuery="react" trigger={false} onOpenChange={onOpenChange} />)
    const dialog = screen.getByRole('dialog')
    expect(await within(dialog).findAllByRole('option')).toHaveLength(3)
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy())
  })
})
