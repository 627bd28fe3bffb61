import { afterEach, describe, expect, it, vi } from 'vitest'
import { onToast, type ToastEvent, toast } from './index.ts'

const stops: (() => void)[] = []
function listen(listener: (event: ToastEvent) => void) {
  stops.push(onToast(listener))
}
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
})

describe('toast bus', () => {
  it.each(['success', 'warning', 'error', 'info'] as const)('%s emits an event of that kind', (kind) => {
    const events: ToastEvent[] = []
    listen((e) => events.push(e))
    toast[kind]('标题', '内容')
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ kind, title: '标题', message: '内容' })
  })

  it('defaults message to an empty string', () => {
    const events: ToastEvent[] = []
    listen((e) => events.push(e))
    toast.error('权限不足')
    expect(events[0]?.message).toBe('')
  })

  it('gives every event a distinct id', () => {
    const events: ToastEvent[] = []
    listen((e) => events.push(e))
    toast.info('a')
    toast.info('b')
    expect(events[0]?.id).not.toBe(events[1]?.id)
  })

  it('unsubscribe stops delivery', () => {
    const listener = vi.fn()
    const stop = onToast(listener)
    toast.info('one')
    stop()
    toast.info('two')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('a throwing listener neither stops the others nor the caller', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const good = vi.fn()
    listen(() => {
      throw new Error('boom')
    })
    listen(good)
    expect(() => toast.success('ok')).not.toThrow()
    expect(good).toHaveBeenCalledOnce()
  })

  it('returns the event it emitted', () => {
    const event = toast.warning('温馨提示', 'x')
    expect(event).toMatchObject({ kind: 'warning', title: '温馨提示', message: 'x' })
  })
})

describe('toasts raised before any listener', () => {
  it('are replayed to the first listener, once, when recent', async () => {
    vi.resetModules()
    const { toast: bus, onToast: listen } = await import('./index.ts')
    bus.info('早到的提示')
    const first: string[] = []
    const second: string[] = []
    const off1 = listen((e) => first.push(e.title))
    const off2 = listen((e) => second.push(e.title))
    expect(first).toContain('早到的提示')
    expect(second).not.toContain('早到的提示')
    off1()
    off2()
  })
})
