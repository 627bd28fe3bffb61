import { act, cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { Dialog } from './Dialog.tsx'
import { Popover } from './Popover.tsx'

// Real keys in Chromium, where the <dialog> is really modal: Esc is the browser's close request,
// and focus goes back by the browser's own rule (happy-dom only emulates both).

afterEach(cleanup)

/** A dialog holding a popover and a button that opens a second dialog over it */
function Room() {
  const [open, setOpen] = useState(false)
  const [asking, setAsking] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="聊天室">
        <Popover aria-label="消息操作" content={<button type="button">撤回</button>}>
          <button type="button">更多</button>
        </Popover>
        <button type="button" onClick={() => setAsking(true)}>
          清空
        </button>
        <Dialog open={asking} onClose={() => setAsking(false)} title="确定清空吗">
          <button type="button">确定</button>
        </Dialog>
      </Dialog>
    </>
  )
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

describe('Dialog in Chromium', () => {
  it('Esc closes an open popover inside first, then the dialog, and focus returns to the opener', async () => {
    render(<Room />)
    const opener = screen.getByRole('button', { name: '打开' })
    await userEvent.click(opener)
    // the frame's code arrives with the first opening, then showModal() lifts it into the top layer
    await vi.waitFor(() => expect(document.querySelector('dialog')?.matches(':modal')).toBe(true))
    await userEvent.click(screen.getByRole('button', { name: '更多' }))
    // the panel's code arrives with the first opening
    expect(await screen.findByRole('dialog', { name: '消息操作' })).toBeTruthy()

    await userEvent.keyboard('{Escape}')
    await settle()
    expect(screen.queryByRole('dialog', { name: '消息操作' })).toBeNull()
    expect(screen.getByRole('dialog', { name: '聊天室' })).toBeTruthy()

    await userEvent.keyboard('{Escape}')
    await settle()
    expect(screen.queryByRole('dialog', { name: '聊天室' })).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('with two dialogs open, Esc closes only the top one', async () => {
    render(<Room />)
    await userEvent.click(screen.getByRole('button', { name: '打开' }))
    const clear = screen.getByRole('button', { name: '清空' })
    await userEvent.click(clear)
    expect(screen.getByRole('dialog', { name: '确定清空吗' })).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    await settle()
    expect(screen.queryByRole('dialog', { name: '确定清空吗' })).toBeNull()
    expect(screen.getByRole('dialog', { name: '聊天室' })).toBeTruthy()
    expect(document.activeElement).toBe(clear)
  })
})
