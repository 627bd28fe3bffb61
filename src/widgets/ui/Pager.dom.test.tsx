import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Pager, pageCount, pageFromSearch, pageItems } from './Pager.tsx'

afterEach(cleanup)

describe('pageItems', () => {
  it('shows every page up to 7, else the ends and the current with its neighbours in 7 slots', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3])
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageItems(9, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10])
    for (let page = 1; page <= 20; page++) expect(pageItems(page, 20)).toHaveLength(7)
  })

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(21, 10)).toBe(3)
  })

  it('reads ?page= as a page number, 1 for anything odd', () => {
    expect(pageFromSearch('page=3')).toBe(3)
    expect(pageFromSearch('')).toBe(1)
    expect(pageFromSearch('page=0')).toBe(1)
    expect(pageFromSearch('page=abc')).toBe(1)
    expect(pageFromSearch('page=2.5')).toBe(1)
  })
})

describe('Pager', () => {
  it('shows nothing for a single page', () => {
    render(<Pager page={1} pages={1} onPage={() => {}} />)
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull()
  })

  it('pages with buttons: the current is marked, the ends disable previous / next', async () => {
    const onPage = vi.fn()
    const { rerender } = render(<Pager page={1} pages={3} onPage={onPage} />)
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: '上一页' })).toHaveProperty('disabled', true)
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }))
    expect(onPage).toHaveBeenLastCalledWith(3)
    rerender(<Pager page={3} pages={3} onPage={onPage} />)
    expect(screen.getByRole('button', { name: '下一页' })).toHaveProperty('disabled', true)
    await userEvent.click(screen.getByRole('button', { name: '上一页' }))
    expect(onPage).toHaveBeenLastCalledWith(2)
  })

  it('pages as links when given addresses, a plain click still goes through onPage', async () => {
    const onPage = vi.fn()
    render(<Pager page={2} pages={12} onPage={onPage} hrefFor={(p) => `/home?page=${p}`} />)
    const third = screen.getByRole('link', { name: '第 3 页' })
    expect(third.getAttribute('href')).toBe('/home?page=3')
    expect(screen.getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/home?page=3')
    expect(screen.getByRole('link', { name: '第 12 页' })).toBeTruthy()
    // the current page is not a link to itself
    expect(screen.queryByRole('link', { name: '第 2 页' })).toBeNull()
    await userEvent.click(third)
    expect(onPage).toHaveBeenCalledWith(3)
  })
})
