import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Button } from './Button.tsx'
import { Dialog, type DialogProps } from './Dialog.tsx'
import { Popover } from './Popover.tsx'
import { Tooltip } from './Tooltip.tsx'
import { LAZY_LOAD } from '../testing/states.ts'

function Harness(props: Partial<DialogProps> & { startOpen?: boolean }) {
  const { startOpen = false, ...rest } = props
  const [open, setOpen] = useState(startOpen)
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Dialog
        title="登录"
        footer={<Button variant="primary">提交</Button>}
        {...rest}
        open={open}
        onClose={() => {
          rest.onClose?.()
          setOpen(false)
        }}
      >
        <input aria-label="用户名" />
        <input aria-label="密码" />
      </Dialog>
    </div>
  )
}

function WithInitial() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="t" initialFocus={{ current: null }}>
        <input aria-label="a" />
        <input aria-label="b" data-autofocus="" />
      </Dialog>
    </>
  )
}

function WithPopover() {
  const [open, setOpen] = useState(true)
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="聊天室">
      <Popover aria-label="消息操作" content={<button type="button">撤回</button>}>
        <button type="button">更多</button>
      </Popover>
    </Dialog>
  )
}

function WithTooltip() {
  const [open, setOpen] = useState(true)
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="发表评论">
      <input aria-label="评论" />
      <Tooltip content="插入表情" delay={0}>
        <button type="button">表情</button>
      </Tooltip>
    </Dialog>
  )
}

function Nested() {
  const [outer, setOuter] = useState(true)
  const [inner, setInner] = useState(false)
  return (
    <Dialog open={outer} onClose={() => setOuter(false)} title="外层">
      <button type="button" onClick={() => setInner(true)}>
        内层
      </button>
      <Dialog open={inner} onClose={() => setInner(false)} title="内层对话框">
        <button type="button">确定</button>
      </Dialog>
    </Dialog>
  )
}

afterEach(() => {
  cleanup()
  document.body.style.overflow = ''
})

// A page fetches the modal frame on the first opening (the tests that open one first wait for it);
// fetched ahead here, so any test may assert on the render right after an opening.
beforeAll(() => Dialog.preload())

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('is a labelled modal dialog with a close button', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '打开' }))
    // the frame's code arrives when a dialog first opens
    const dialog = await screen.findByRole('dialog', { name: '登录' }, LAZY_LOAD)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const titleId = dialog.getAttribute('aria-labelledby')
    expect(titleId).toBeTruthy()
    expect(document.getElementById(titleId ?? '')?.textContent).toBe('登录')
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: '提交' })).toBeTruthy()
  })

  it('focuses the first field, not the close button, on open', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '打开' }))
    expect(document.activeElement).toBe(screen.getByLabelText('用户名'))
  })

  it('falls back to [data-autofocus] when initialFocus is empty', async () => {
    const user = userEvent.setup()
    render(<WithInitial />)
    await user.click(screen.getByRole('button', { name: '打开' }))
    expect(document.activeElement).toBe(screen.getByLabelText('b'))
  })

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '打开' }))
    const close = screen.getByRole('button', { name: '关闭' })
    const username = screen.getByLabelText('用户名')
    const password = screen.getByLabelText('密码')
    const submit = screen.getByRole('button', { name: '提交' })

    expect(document.activeElement).toBe(username)
    await user.tab()
    expect(document.activeElement).toBe(password)
    await user.tab()
    expect(document.activeElement).toBe(submit)
    await user.tab() // wraps from the last to the first
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true }) // and back from the first to the last
    expect(document.activeElement).toBe(submit)
  })

  it('closes on Esc and gives focus back to the opener', async () => {
    const onClose = vi.fn()
    const user = userEvent.setup()
    render(<Harness onClose={onClose} />)
    const opener = screen.getByRole('button', { name: '打开' })
    await user.click(opener)
    expect(document.activeElement).not.toBe(opener)
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closeOnEsc={false} keeps it open', async () => {
    const user = userEvent.setup()
    render(<Harness closeOnEsc={false} />)
    await user.click(screen.getByRole('button', { name: '打开' }))
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('closes from the ✕ button and from the overlay, not from a click inside', async () => {
    const user = userEvent.setup()
    const { container } = render(<Harness />)
    await user.click(screen.getByRole('button', { name: '打开' }))
    await user.click(screen.getByLabelText('用户名'))
    expect(screen.getByRole('dialog')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '关闭' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(screen.getByRole('button', { name: '打开' }))
    const overlay = container.querySelector('[part~="overlay"]')
    expect(overlay).not.toBeNull()
    if (overlay) await user.click(overlay)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('uses aria-label when there is no title, and sets the width variable', () => {
    render(
      <Dialog open onClose={() => {}} aria-label="搜索" width={640}>
        <input aria-label="关键词" />
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog', { name: '搜索' })
    expect(dialog.hasAttribute('aria-labelledby')).toBe(false)
    expect(dialog.style.getPropertyValue('--xz-dialog-width')).toBe('640px')
  })

  it('locks the page scroll while open and restores it after', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '打开' }))
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(document.body.style.overflow).toBe('')
  })

  it('with two dialogs open, Esc closes only the top one', async () => {
    const user = userEvent.setup()
    render(<Nested />)
    const innerOpener = screen.getByRole('button', { name: '内层' })
    await user.click(innerOpener)
    expect(screen.getByRole('dialog', { name: '内层对话框' })).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: '内层对话框' })).toBeNull()
    expect(screen.getByRole('dialog', { name: '外层' })).toBeTruthy()
    expect(document.activeElement).toBe(innerOpener)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Esc with a popover open inside closes the popover first, then the dialog', async () => {
    const user = userEvent.setup()
    render(<WithPopover />)
    await user.click(screen.getByRole('button', { name: '更多' }))
    expect(await screen.findByRole('dialog', { name: '消息操作' })).toBeTruthy()
    await user.keyboard('{Escape}')
    await act(async () => {})
    expect(screen.queryByRole('dialog', { name: '消息操作' })).toBeNull()
    expect(screen.getByRole('dialog', { name: '聊天室' })).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Esc while a hovered tooltip shows (focus elsewhere) closes the tooltip, not the dialog', async () => {
    const user = userEvent.setup()
    render(<WithTooltip />)
    expect(document.activeElement).toBe(screen.getByLabelText('评论'))
    await user.hover(screen.getByRole('button', { name: '表情' }))
    expect(await screen.findByRole('tooltip')).toBeTruthy()
    await user.keyboard('{Escape}')
    await act(async () => {})
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(screen.getByRole('dialog', { name: '发表评论' })).toBeTruthy()
  })

  it('works inside a shadow root: focus goes in, Esc closes, focus comes back', async () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const mount = document.createElement('div')
    shadow.append(mount)
    const root = createRoot(mount)
    await act(async () => root.render(<Harness />))

    const opener = shadow.querySelector('button')
    expect(opener?.textContent).toBe('打开')
    opener?.focus()
    await act(async () => opener?.click())
    const dialog = shadow.querySelector('[role="dialog"]')
    expect(dialog).not.toBeNull()
    expect(shadow.activeElement?.getAttribute('aria-label')).toBe('用户名')

    await act(async () => {
      shadow.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
      )
    })
    expect(shadow.querySelector('[role="dialog"]')).toBeNull()
    expect(shadow.activeElement).toBe(opener)
    await act(async () => root.unmount())
    host.remove()
  })
})
