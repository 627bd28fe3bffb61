import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../core/toast/index.ts'
import { claimToaster, Toaster } from './Toaster.tsx'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('claimToaster', () => {
  it('the first claim is active; the next takes over when it is released', () => {
    const changes: boolean[] = []
    const first = claimToaster()
    const second = claimToaster((active) => changes.push(active))
    expect(first.active).toBe(true)
    expect(second.active).toBe(false)
    first.release()
    first.release() // idempotent
    expect(second.active).toBe(true)
    expect(changes).toEqual([true])
    second.release()
  })

  it('releasing an idle claim does not disturb the active one', () => {
    const first = claimToaster()
    const second = claimToaster()
    const third = claimToaster()
    second.release()
    expect(first.active).toBe(true)
    first.release()
    expect(third.active).toBe(true)
    third.release()
  })
})

describe('Toaster before its first toast', () => {
  it('renders nothing, and fetches its stack when the first toast comes', async () => {
    // a fresh module: the dom setup has fetched the stack of the shared one
    vi.resetModules()
    const fresh = await import('./Toaster.tsx')
    const bus = await import('../../core/toast/index.ts')
    const { container } = render(<fresh.Toaster />)
    expect(container.innerHTML).toBe('')
    act(() => {
      bus.toast.success('删除成功')
    })
    expect(container.innerHTML).toBe('')
    await act(async () => {
      await fresh.loadToastStack()
    })
    expect(screen.getByRole('status').textContent).toContain('删除成功')
    expect(container.querySelector('[part~="toaster"]')).not.toBeNull()
  })
})

describe('Toaster', () => {
  it('shows a toast emitted on the bus, with title, message and kind', () => {
    render(<Toaster />)
    act(() => {
      toast.warning('温馨提示', '请先登录')
    })
    const item = screen.getByRole('status')
    expect(item.textContent).toContain('温馨提示')
    expect(item.textContent).toContain('请先登录')
    expect(item.getAttribute('aria-live')).toBe('polite')
    expect(item.className).toContain('xz-toast--warning')
    expect(item.querySelector('[data-icon="warning"]')).not.toBeNull()
  })

  it('errors are alerts', () => {
    render(<Toaster />)
    act(() => {
      toast.error('错误提示', '登录过期')
    })
    const item = screen.getByRole('alert')
    expect(item.textContent).toContain('登录过期')
    expect(item.querySelector('[data-icon="error"]')).not.toBeNull()
  })

  it('leaves by itself after about 3 s', () => {
    render(<Toaster />)
    act(() => {
      toast.success('登录成功')
    })
    expect(screen.getByRole('status').textContent).toContain('登录成功')
    act(() => {
      vi.advanceTimersByTime(2900)
    })
    expect(screen.queryByRole('status')).not.toBeNull()
    act(() => {
      vi.advanceTimersByTime(200)
    })
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('is held while hovered', () => {
    render(<Toaster />)
    act(() => {
      toast.info('提示')
    })
    const item = screen.getByRole('status')
    fireEvent.mouseEnter(item)
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(screen.queryByRole('status')).not.toBeNull()
    fireEvent.mouseLeave(item)
    act(() => {
      vi.advanceTimersByTime(3000)
    })
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('closes from its ✕ button', () => {
    render(<Toaster duration={0} />)
    act(() => {
      toast.info('提示')
    })
    fireEvent.click(screen.getByRole('button', { name: '关闭通知' }))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows at most 5, dropping the oldest', () => {
    render(<Toaster />)
    act(() => {
      for (let i = 1; i <= 7; i++) toast.info(`第${i}条`)
    })
    const items = screen.getAllByRole('status')
    expect(items).toHaveLength(5)
    expect(items[0]?.textContent).toContain('第3条')
    expect(items[4]?.textContent).toContain('第7条')
  })

  it('with two toasters on the page, only one renders each toast', () => {
    const a = render(<Toaster />)
    const b = render(<Toaster />)
    act(() => {
      toast.success('删除成功')
    })
    expect(screen.getAllByText('删除成功')).toHaveLength(1)
    expect(within(a.container).queryByText('删除成功')).not.toBeNull()
    expect(b.container.querySelector('[part~="toaster"]')).toBeNull()
  })

  it('when the rendering toaster unmounts, the other one takes over', () => {
    const a = render(<Toaster />)
    const b = render(<Toaster />)
    a.unmount()
    act(() => {
      toast.success('退出成功')
    })
    expect(within(b.container).getByText('退出成功')).toBeTruthy()
    expect(screen.getAllByText('退出成功')).toHaveLength(1)
  })
})

function Early() {
  useEffect(() => {
    toast.info('欢迎回来')
  }, [])
  return null
}

describe('Toaster timing', () => {
  it('hears a toast a sibling emits in its own mount effect', () => {
    render(
      <>
        <Toaster />
        <Early />
      </>,
    )
    expect(screen.getByRole('status').textContent).toContain('欢迎回来')
  })
})
