import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../api/failure.ts'
import { onToast, type ToastEvent } from '../toast/index.ts'
import { createLikeToggle, flipLike, type Liking } from './toggle.ts'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function toasts(): ToastEvent[] {
  const seen: ToastEvent[] = []
  stops.push(onToast((event) => seen.push(event)))
  return seen
}

describe('createLikeToggle', () => {
  it('shows the guess at once, then the server’s count', async () => {
    const shown: Liking[] = []
    const likes = createLikeToggle<number>()
    const ok = await likes.toggle(1, {
      before: { liked: false, count: 4 },
      send: async (liking) => ({ liked: liking, count: 9 }),
      show: (state) => shown.push(state),
      failure: () => '点赞失败',
    })
    expect(ok).toBe(true)
    expect(shown).toEqual([
      { liked: true, count: 5 },
      { liked: true, count: 9 },
    ])
  })

  it('puts the state back and toasts once when the server refuses', async () => {
    const seen = toasts()
    const shown: Liking[] = []
    const likes = createLikeToggle<number>()
    const ok = await likes.toggle(1, {
      before: { liked: true, count: 1 },
      send: () =>
        Promise.reject(new ApiError({ kind: 'http', status: 400, code: null, message: '', notified: false })),
      show: (state) => shown.push(state),
      failure: (liking) => (liking ? '点赞失败' : '取消点赞失败'),
    })
    expect(ok).toBe(false)
    expect(shown).toEqual([
      { liked: false, count: 0 },
      { liked: true, count: 1 },
    ])
    expect(seen.map((e) => e.title)).toEqual(['取消点赞失败'])
  })

  it('ignores a second click on the same entry until the first settles', async () => {
    let answer: (value: Liking) => void = () => {}
    const sent: boolean[] = []
    const likes = createLikeToggle<number>()
    const request = {
      before: { liked: false, count: 0 },
      send: (liking: boolean) => {
        sent.push(liking)
        return new Promise<Liking>((resolve) => {
          answer = resolve
        })
      },
      show: () => {},
      failure: () => '点赞失败',
    }
    const first = likes.toggle(7, request)
    expect(likes.pending(7)).toBe(true)
    expect(await likes.toggle(7, request)).toBe(false)
    answer({ liked: true, count: 1 })
    await first
    expect(likes.pending(7)).toBe(false)
    expect(sent).toEqual([true])
  })

  it('never counts below zero', () => {
    expect(flipLike({ liked: true, count: 0 })).toEqual({ liked: false, count: 0 })
  })
})
