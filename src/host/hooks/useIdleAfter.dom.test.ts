import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetIdleAfter, useIdleAfter } from './useIdleAfter.ts'

beforeEach(() => {
  resetIdleAfter()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('useIdleAfter', () => {
  it('waits for its condition, then for the browser to be idle', () => {
    const view = renderHook(({ ready }) => useIdleAfter(ready), { initialProps: { ready: false } })
    act(() => vi.advanceTimersByTime(5000))
    expect(view.result.current).toBe(false)
    view.rerender({ ready: true })
    expect(view.result.current).toBe(false)
    act(() => vi.advanceTimersByTime(5000))
    expect(view.result.current).toBe(true)
  })

  it('is true at once for what mounts after the tab has settled (a later page)', () => {
    const first = renderHook(() => useIdleAfter(true))
    act(() => vi.advanceTimersByTime(5000))
    expect(first.result.current).toBe(true)
    const later = renderHook(() => useIdleAfter(false))
    expect(later.result.current).toBe(true)
  })
})
