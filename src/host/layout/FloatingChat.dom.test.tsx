import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetIdleAfter } from '../hooks/useIdleAfter.ts'
import { resetWellAfterLoad } from '../hooks/useWellAfterLoad.ts'
import { FloatingChat } from './FloatingChat.tsx'

// The room stands in for the real one (which would open a socket): it shows what it was asked.
const loadChatRoom = vi.hoisted(() => vi.fn(async () => ({})))
vi.mock('./lazy-widgets.ts', () => ({
  loadChatRoom,
  LazyChatRoom: ({ defaultOpen }: { defaultOpen?: boolean }) => (
    <div data-testid="room">
      <button type="button" className="xz-chat-fab" aria-label={defaultOpen ? '关闭聊天室' : '打开聊天室'} />
      {defaultOpen ? <div className="xz-chat-panel" role="dialog" aria-label="聊天室" tabIndex={-1} /> : null}
    </div>
  ),
}))

const AFTER_LOAD_MS = 3000

beforeEach(() => {
  resetIdleAfter()
  resetWellAfterLoad()
  loadChatRoom.mockClear()
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** Mounted, and the browser had its quiet moment: the button is there. */
function mountIdle() {
  render(<FloatingChat connectAfterMs={AFTER_LOAD_MS} />)
  act(() => vi.advanceTimersByTime(300))
}

const room = () => screen.queryByTestId('room')
const launcher = () => screen.getByRole('button', { name: '打开聊天室' })

describe('the floating chat', () => {
  it('shows its button at once, but connects (mounts the room) only well after the page has loaded', () => {
    render(<FloatingChat connectAfterMs={AFTER_LOAD_MS} />)
    // the button waits for the browser's first quiet moment after the page
    expect(screen.queryByRole('button')).toBeNull()
    act(() => vi.advanceTimersByTime(300))
    expect(launcher().getAttribute('aria-expanded')).toBe('false')
    act(() => vi.advanceTimersByTime(AFTER_LOAD_MS - 400))
    expect(room()).toBeNull()
    expect(loadChatRoom).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1000))
    // the room took the button's place, closed: one button, its unread badge now live
    expect(room()).not.toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getAllByRole('button', { name: '打开聊天室' })).toHaveLength(1)
  })

  it('opens the room at once when the visitor clicks the button, with the keyboard in the panel', () => {
    mountIdle()
    fireEvent.click(launcher())
    const panel = screen.getByRole('dialog', { name: '聊天室' })
    expect(document.activeElement).toBe(panel)
    expect(screen.queryByRole('button', { name: '打开聊天室' })).toBeNull()
  })

  it('fetches the room’s code when the pointer comes over the button, without connecting', () => {
    mountIdle()
    fireEvent.pointerEnter(launcher())
    expect(loadChatRoom).toHaveBeenCalled()
    expect(room()).toBeNull()
  })

  it('is connected at once when it mounts again later in the tab (back from the landing page)', () => {
    const first = render(<FloatingChat connectAfterMs={AFTER_LOAD_MS} />)
    act(() => vi.advanceTimersByTime(AFTER_LOAD_MS + 1000))
    first.unmount()
    render(<FloatingChat connectAfterMs={AFTER_LOAD_MS} />)
    expect(room()).not.toBeNull()
  })
})
