import { afterEach, expect, it, vi } from 'vitest'
import { XIAOMING as user } from '../testing/index.ts'

afterEach(() => {
  vi.resetModules()
})

it('the page notifications use the session user and the configured admin site, and empty on logout', async () => {
  vi.resetModules()
  const config = await import('../config/index.ts')
  const storage = await import('../storage/index.ts')
  const { sessionStore } = await import('../session/index.ts')
  const { notifyStore } = await import('./index.ts')
  const { stubFetch, envelope } = await import('../testing/fetch-stub.ts')

  storage.setStorageBackend(storage.createMemoryStorage())
  const stub = stubFetch(() =>
    envelope({
      current: 1,
      size: 10,
      total: 1,
      list: [{ id: 1, message: 'm', type: 4, to_id: 1, isView: 1 }],
    }),
  )
  config.configure({ apiBase: 'http://api.test', fetch: stub.fetch, adminSiteUrl: 'https://admin.test' })
  sessionStore.setState({ token: 't', userInfo: user, hasToken: true, hasInfo: true })

  await notifyStore.getState().loadFirst()
  expect(stub.last.json()).toEqual({ current: 1, size: 10, userId: user.id })
  expect(notifyStore.getState().list).toHaveLength(1)
  const first = notifyStore.getState().list[0]
  if (!first) throw new Error('no row')
  expect(notifyStore.getState().openItem(first)).toEqual({ kind: 'window', url: 'https://admin.test' })

  sessionStore.getState().clear()
  expect(notifyStore.getState().list).toEqual([])
})
