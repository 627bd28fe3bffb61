import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useBreakpoint } from './useBreakpoint.ts'

afterEach(() => vi.restoreAllMocks())

describe('useBreakpoint', () => {
  it('asks the media queries the CSS uses, never window.innerWidth (on a phone that read lays the page out)', () => {
    let width = 390
    const innerWidth = vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => width)
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            const min = Number(/min-width: (\d+)px/.exec(query)?.[1])
            return width >= min
          },
        }) as MediaQueryList,
    )
    const view = renderHook(() => useBreakpoint())
    expect(view.result.current).toBe('mobile')
    act(() => {
      width = 1000
      window.dispatchEvent(new Event('resize'))
    })
    expect(view.result.current).toBe('mid')
    act(() => {
      width = 1281
      window.dispatchEvent(new Event('resize'))
    })
    expect(view.result.current).toBe('wide')
    expect(matchMedia).toHaveBeenCalled()
    expect(innerWidth).not.toHaveBeenCalled()
  })
})
