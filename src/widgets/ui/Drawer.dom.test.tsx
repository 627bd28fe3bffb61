import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Drawer, type DrawerProps } from './Drawer.tsx'
import { LAZY_LOAD } from '../testing/states.ts'

afterEach(cleanup)

function Harness(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        我的消息
      </button>
      <Drawer
        title="我的消息"
        footer={<button type="button">点击加载更多～</button>}
        {...props}
        open={open}
        onClose={() => setOpen(false)}
      >
        <ul>
          <li>
            <a href="#1">评论了你的文章</a>
          </li>
        </ul>
      </Drawer>
    </>
  )
}

// A page fetches the modal frame on the first opening (the tests that open one first wait for it);
// fetched ahead here, so any test may assert on the render right after an opening.
beforeAll(() => Drawer.preload())

describe('Drawer', () => {
  it('is a labelled modal dialog with a body and a footer', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '我的消息' }))
    // the frame's code arrives when a drawer first opens
    const drawer = await screen.findByRole('dialog', { name: '我的消息' }, LAZY_LOAD)
    expect(drawer.getAttribute('aria-modal')).toBe('true')
    expect(drawer.querySelector('[part~="drawer-body"]')?.textContent).toContain('评论了你的文章')
    expect(within(drawer).getByRole('button', { name: '点击加载更多～' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '评论了你的文章' }))
  })

  it.each([
    ['defaults to 40% wide on desktop and 80% on mobile, from the right', {}, ['40%', '80%', 'right']],
    [
      'takes width, mobileWidth (numbers as px) and placement',
      { width: 580, mobileWidth: 380, placement: 'left' },
      ['580px', '380px', 'left'],
    ],
  ] as const)('%s', async (_, props, [width, mobileWidth, side]) => {
    const user = userEvent.setup()
    render(<Harness {...props} />)
    await user.click(screen.getByRole('button', { name: '我的消息' }))
    const drawer = screen.getByRole('dialog')
    expect(drawer.style.getPropertyValue('--xz-drawer-width')).toBe(width)
    expect(drawer.style.getPropertyValue('--xz-drawer-mobile-width')).toBe(mobileWidth)
    expect(drawer.classList.contains(`xz-drawer--${side}`)).toBe(true)
  })

  it('closes on Esc and restores focus to the bell', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const bell = screen.getByRole('button', { name: '我的消息' })
    await user.click(bell)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(bell)
  })

  it('traps Tab inside the drawer', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '我的消息' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '点击加载更多～' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }))
  })
})
