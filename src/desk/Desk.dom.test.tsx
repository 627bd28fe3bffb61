import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MockFailure } from '../widgets/testing/mock-api.ts'
import { DeskAt, deskAddress as address } from './testing/desk-at.tsx'
import { deskRoutes } from './fixtures.ts'
import { calls, mockDeskApi, unmockDeskApi } from './testing/mock-desk-api.ts'

const mockApi = (routes = deskRoutes()) => mockDeskApi(routes)

const rows = () => within(screen.getByRole('list', { name: '文章列表' })).getAllByRole('listitem')

beforeEach(() => mockApi())
afterEach(unmockDeskApi)

describe('Desk — the frame', () => {
  it('opens the first section at /desk and marks it in the menu', async () => {
    render(<DeskAt start="/desk" />)
    await waitFor(() => expect(address()).toBe('/desk/articles'))
    const menu = screen.getAllByRole('navigation', { name: '管理分区' })[0] as HTMLElement
    expect(within(menu).getByRole('link', { name: '文章' }).getAttribute('aria-current')).toBe('page')
    expect(await screen.findByRole('heading', { name: '文章' })).toBeTruthy()
  })

  it('says so for an address no section has', async () => {
    render(<DeskAt start="/desk/nothing-here" />)
    expect(await screen.findByText('没有这个管理页面')).toBeTruthy()
  })

  it('opens the menu as a drawer from the phone bar', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/articles" />)
    await user.click(screen.getByRole('button', { name: '打开管理菜单' }))
    const drawer = await screen.findByRole('dialog', { name: '管理' })
    expect(within(drawer).getByRole('link', { name: '回到站点' }).getAttribute('href')).toBe('/home')
  })
})

describe('Desk — the articles list', () => {
  it('lists articles with status, category and actions, pinned ones marked', async () => {
    render(<DeskAt start="/desk/articles" />)
    const list = await screen.findByRole('list', { name: '文章列表' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(3)
    const first = rows[0] as HTMLElement
    expect(within(first).getByText('置顶')).toBeTruthy()
    expect(within(first).getByText('公开')).toBeTruthy()
    expect(within(first).getByRole('link', { name: '编辑' }).getAttribute('href')).toBe(
      '/desk/articles/write?id=3',
    )
    expect(within(rows[2] as HTMLElement).getByText('草稿')).toBeTruthy()
  })

  it('filters by status, keyword and category through the address', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/articles" />)
    await screen.findByRole('list', { name: '文章列表' })
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '3')
    expect(address()).toBe('/desk/articles?status=3')
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.getByText('还没写完的周末随笔')).toBeTruthy()

    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '')
    await user.type(screen.getByRole('searchbox', { name: '搜索标题或简介' }), 'WebSocket')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    expect(address()).toBe('/desk/articles?q=WebSocket')
    await waitFor(() => expect(rows()).toHaveLength(1))

    await user.selectOptions(screen.getByRole('combobox', { name: '分类' }), '1')
    expect(address()).toBe('/desk/articles?q=WebSocket&category=1')
    expect(await screen.findByText('没有符合条件的文章')).toBeTruthy()
    expect(calls().filter((r) => r === 'POST /api/desk/articles').length).toBeGreaterThan(3)
  })

  it('deletes an article only after the owner confirms', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/articles" />)
    const list = await screen.findByRole('list', { name: '文章列表' })
    const row = within(list).getAllByRole('listitem')[1] as HTMLElement
    await user.click(within(row).getByRole('button', { name: '删除' }))
    const ask = await screen.findByRole('alertdialog')
    expect(ask.textContent).toContain('确定删除《聊天室组件如何共享一条 WebSocket 连接》吗')
    await user.click(within(ask).getByRole('button', { name: '取消' }))
    expect(calls().some((r) => r.startsWith('DELETE'))).toBe(false)

    await user.click(within(row).getByRole('button', { name: '删除' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    expect(calls()).toContain('DELETE /api/article/delete/4')
  })

  it('pins and unpins from the row', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/articles" />)
    const list = await screen.findByRole('list', { name: '文章列表' })
    await user.click(
      within(within(list).getAllByRole('listitem')[1] as HTMLElement).getByRole('button', { name: '置顶' }),
    )
    await waitFor(() =>
      expect(within(list).getAllByText('置顶', { selector: '.xz-desk-chip' })).toHaveLength(2),
    )
    expect(calls()).toContain('PUT /api/article/updateTop/4/1')
  })

  it('shows the failure with a retry when the list cannot load', async () => {
    mockApi(deskRoutes({ listRoute: new MockFailure(500, '服务端错误') }))
    render(<DeskAt start="/desk/articles" />)
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy()
  })
})
