import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../core/api/failure.ts'
import { useLoad } from './use-load.ts'

afterEach(cleanup)

/** A request the test answers by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useLoad', () => {
  it('waits on a null key, then loads and answers', async () => {
    const { result, rerender } = renderHook(({ key }) => useLoad(key, async () => `data of ${key}`), {
      initialProps: { key: null as string | null },
    })
    expect(result.current.status).toBe('idle')
    rerender({ key: 'a' })
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.data).toBe('data of a'))
    expect(result.current.status).toBe('ready')
  })

  it('never shows an older key’s answer, even when it arrives last', async () => {
    const requests = new Map<string, ReturnType<typeof deferred<string>>>()
    const { result, rerender } = renderHook(
      ({ key }) =>
        useLoad(key, () => {
          const request = deferred<string>()
          requests.set(key, request)
          return request.promise
        }),
      { initialProps: { key: 'a' } },
    )
    rerender({ key: 'b' })
    await act(async () => requests.get('a')?.resolve('old'))
    expect(result.current).toMatchObject({ status: 'loading', data: null })
    await act(async () => requests.get('b')?.resolve('new'))
    expect(result.current).toMatchObject({ status: 'ready', data: 'new' })
  })

  it('with keep, the previous key’s data stays on screen while the next loads', async () => {
    const { result, rerender } = renderHook(({ key }) => useLoad(key, async () => key, { keep: true }), {
      initialProps: { key: 'page-1' },
    })
    await waitFor(() => expect(result.current.data).toBe('page-1'))
    rerender({ key: 'page-2' })
    expect(result.current).toMatchObject({ status: 'loading', data: 'page-1' })
    await waitFor(() => expect(result.current.data).toBe('page-2'))
  })

  it('says what failed and loads again on reload', async () => {
    let calls = 0
    const { result } = renderHook(() =>
      useLoad('x', async () => {
        calls += 1
        if (calls === 1)
          throw new ApiError({ kind: 'http', status: 500, code: null, message: '服务端错误', notified: true })
        return 'second'
      }),
    )
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toBe('服务端错误')
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.data).toBe('second'))
  })

  it('setData replaces the loaded value in place', async () => {
    const { result } = renderHook(() => useLoad('n', async () => 1))
    await waitFor(() => expect(result.current.data).toBe(1))
    act(() => result.current.setData((n) => (n ?? 0) + 1))
    expect(result.current).toMatchObject({ status: 'ready', data: 2 })
  })
})
