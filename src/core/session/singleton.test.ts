import { afterEach, expect, it, vi } from 'vitest'
import { XIAOMING as user } from '../testing/index.ts'

afterEach(() => {
  vi.resetModules()
})

// Fresh module instances per test: the page singletons live in module scope.
async function load() {
  vi.resetModules()
  const config = await import('../config/index.ts')
  const storage = await import('../storage/index.ts')
  const session = await import('./index.ts')
  const site = await import('../api/site.ts')
  const stub = await import('../testing/fetch-stub.ts')
  return { config, storage, session, site, stub }
}

it('restores only on first use, so a passphrase configured after import still reads the session', async () => {
  const { config, storage, session } = await load()
  storage.provideCipher(await import('../storage/cipher.ts'))
  const backend = storage.createMemoryStorage()
  storage.setStorageBackend(backend)
  // what an earlier page visit wrote with the host's passphrase
  storage.createStorage({ backend, secret: () => 'host-secret', encrypt: () => true }).setItem('session', {
    token: 'kept',
    userInfo: user,
  })
  expect(session.sessionStore.isCreated()).toBe(false)
  config.configure({ storageSecret: 'host-secret' })
  expect(session.sessionStore.getState()).toMatchObject({ token: 'kept', hasInfo: true })
})

it('the page session is bound to the API client: token header and 401 handling', async () => {
  const { config, storage, session, site, stub: helpers } = await load()
  storage.setStorageBackend(storage.createMemoryStorage())
  const stub = helpers.stubFetch(() => helpers.envelope(null, { status: 401, code: 401, message: '' }))
  config.configure({ apiBase: 'http://api.test', fetch: stub.fetch })
  session.sessionStore.setState({ token: 'tok', userInfo: user, hasToken: true, hasInfo: true })
  await site.getStatistic().catch(() => {})
  expect(stub.last.request.headers.get('authorization')).toBe('Bearer tok')
  expect(session.sessionStore.getState()).toMatchObject({ token: null, hasToken: false, showLogin: true })
})
