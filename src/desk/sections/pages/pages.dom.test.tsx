import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onToast } from '../../../core/toast/index.ts'
import { DeskAt } from '../../testing/desk-at.tsx'
import {
  allowForABusyMachine,
  calls,
  lastBodyOf,
  mockDeskApi,
  unmockDeskApi,
} from '../../testing/mock-desk-api.ts'
import { sectionRoutes, withGlobeFile } from '../fixtures.ts'

let toasts: string[] = []
let stopToasts = () => {}

beforeEach(() => {
  allowForABusyMachine()
  mockDeskApi(sectionRoutes(), withGlobeFile)
  toasts = []
  stopToasts = onToast((t) => toasts.push(t.title))
})
afterEach(() => {
  stopToasts()
  unmockDeskApi()
})

const confirmWith = async (user: ReturnType<typeof userEvent.setup>, button: string) =>
  user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: button }))

describe('desk 站点 → 站点列表', () => {
  it('shows the environment’s site as fixed, adds one after checking its address, and removes one after asking', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/site/sites" />)
    const list = await screen.findByRole('list', { name: '站点列表' })
    const fixed = within(list).getByText('https://notes.example.com').closest('li') as HTMLElement
    expect(fixed.textContent).toContain('不可在此删除')
    expect(within(fixed).queryByRole('button', { name: /删除/ })).toBeNull()

    const form = screen.getByRole('form', { name: '添加网站' })
    await user.type(within(form).getByRole('textbox', { name: '网站地址' }), 'blog.example.com')
    await user.type(within(form).getByRole('textbox', { name: '网站名称' }), '新博客')
    await user.click(within(form).getByRole('button', { name: '添加网站' }))
    expect(await within(form).findByText('请输入网站地址，例如 https://blog.example.com')).toBeTruthy()
    expect(calls()).not.toContain('POST /api/desk/sites')

    const origin = within(form).getByRole('textbox', { name: '网站地址' })
    await user.clear(origin)
    await user.type(origin, 'https://blog.example.com')
    await user.click(within(form).getByRole('button', { name: '添加网站' }))
    expect(await within(list).findByText('新博客')).toBeTruthy()
    expect(lastBodyOf('POST /api/desk/sites')).toEqual({ origin: 'https://blog.example.com', name: '新博客' })

    await user.click(within(list).getByRole('button', { name: '删除网站「旅行笔记」' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('旅行笔记')
    await confirmWith(user, '确定')
    await waitFor(() => expect(within(list).queryByText('旅行笔记')).toBeNull())
    expect(calls()).toContain('DELETE /api/desk/sites/1')
  })

  it('copies a snippet pointed at this blog, and says so', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<DeskAt start="/desk/site/sites" />)
    const list = await screen.findByRole('list', { name: '站点列表' })
    const site = within(list).getByText('旅行笔记').closest('li') as HTMLElement
    await user.click(within(site).getByText('嵌入代码'))
    await user.click(within(site).getByRole('button', { name: '复制评论数代码' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1))
    expect(writeText).toHaveBeenCalledWith(
      `<xz-comment-count path="/posts/hello/" api-base="${location.origin}"></xz-comment-count>`,
    )
    expect(toasts).toContain('已复制')
  })
})

describe('desk 页面', () => {
  it('lists pages with their counts, filters by site, and opens a page’s comments to delete one', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/pages" />)
    const list = await screen.findByRole('list', { name: '页面列表' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    const kyoto = within(list).getByRole('link', { name: '京都的秋天' })
    expect(kyoto.getAttribute('href')).toBe('https://hugo.example.org/posts/kyoto/')
    const row = kyoto.closest('li') as HTMLElement
    expect(row.textContent).toContain('2 条评论')
    expect(row.textContent).toContain('1280 次浏览')
    expect(row.textContent).toContain('36 个表态')
    expect(row.textContent).toContain('最新评论 2026-11-25 14:00')

    await user.selectOptions(
      await screen.findByRole('combobox', { name: '网站' }),
      'https://notes.example.com',
    )
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '页面列表' })).getAllByRole('listitem')).toHaveLength(1),
    )
    expect(lastBodyOf('POST /api/desk/pages')).toMatchObject({
      site: 'https://notes.example.com',
      current: 1,
    })
    await user.selectOptions(screen.getByRole('combobox', { name: '网站' }), '')

    const again = await screen.findByRole('link', { name: '京都的秋天' })
    await user.click(
      within(again.closest('li') as HTMLElement).getByRole('button', { name: '评论：「京都的秋天」' }),
    )
    const thread = await screen.findByRole('list', { name: '这个页面的评论' })
    expect(within(thread).getAllByRole('listitem')).toHaveLength(2)
    expect(lastBodyOf('POST /api/desk/comments')).toMatchObject({ type: 4, for_id: 11 })
    await user.click(within(thread).getByRole('button', { name: '删除 阿杰 的评论' }))
    await confirmWith(user, '确定')
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(1))
    expect(calls()).toContain('DELETE /api/comment/delete/70')
  })

  it('moves a page to a new path, refusing one that is no path', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/pages" />)
    await user.click(await screen.findByRole('button', { name: '移动「京都的秋天（旧链接）」' }))
    const dialog = await screen.findByRole('dialog', { name: '移动页面' })
    const path = within(dialog).getByRole('textbox', { name: /新路径/ })
    await user.type(path, '   ')
    await user.click(within(dialog).getByRole('button', { name: '移动' }))
    expect(await within(dialog).findByText('页面路径无效')).toBeTruthy()
    await user.clear(path)
    await user.type(path, '/posts/kyoto-2024/index.html')
    expect(within(dialog).getByText('将保存为 /posts/kyoto-2024/')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: '移动' }))
    expect(await screen.findByText('/posts/kyoto-2024/')).toBeTruthy()
    expect(lastBodyOf('POST /api/desk/pages/move')).toEqual({ id: 12, path: '/posts/kyoto-2024/' })
  })

  it('merges a page into another path after asking', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/pages" />)
    await user.click(await screen.findByRole('button', { name: '合并「京都的秋天（旧链接）」' }))
    const dialog = await screen.findByRole('dialog', { name: '合并页面' })
    await user.type(within(dialog).getByRole('textbox', { name: /合并到的路径/ }), '/posts/kyoto')
    await user.click(within(dialog).getByRole('button', { name: '合并' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('合并到 /posts/kyoto/')
    await confirmWith(user, '合并')
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '页面列表' })).getAllByRole('listitem')).toHaveLength(2),
    )
    expect(lastBodyOf('POST /api/desk/pages/merge')).toEqual({ id: 12, into: '/posts/kyoto/' })
    expect(screen.getByText('1590 次浏览')).toBeTruthy()
  })
})
