import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/failure.ts'
import { configure, resetConfig } from '../config/index.ts'
import type { LoginResult, UserInfo } from '../contract/index.ts'
import {
  createMemoryStorage,
  createStorage,
  decodeText,
  encodeText,
  provideCipher,
  STORAGE_KEYS,
  STORAGE_NAMESPACE,
  type StorageLike,
  type XzStorage,
} from '../storage/index.ts'
import * as cipher from '../storage/cipher.ts'
import { collectToasts, envelope, stubFetch } from '../testing/fetch-stub.ts'
import {
  bindSessionToApi,
  createSessionStore,
  getRememberedLogin,
  isLoggedIn,
  type SessionApi,
  type SessionStore,
} from './index.ts'

const user: UserInfo = {
  id: 3,
  username: 'xiaoming',
  nick_name: '小明',
  avatar: '/a.png',
  role: 2,
  createdAt: '2024-01-01T00:00:00Z',
}
const loginResult: LoginResult = { token: 'jwt.token', id: 3, username: 'xiaoming', role: 2 }
const PASSWORD = 'pa55word!'

let backend: StorageLike
let storage: XzStorage
let toasts: ReturnType<typeof collectToasts>
let fakeApi: { [K in keyof SessionApi]: ReturnType<typeof vi.fn<SessionApi[K]>> }

function make(): SessionStore {
  return createSessionStore({ api: fakeApi, storage })
}

function silentError(status: number, message: string) {
  return new ApiError({ kind: 'http', status, code: status, message, notified: false })
}

function toastSummary() {
  return toasts.events.map((e) => [e.kind, e.title, e.message])
}

/** Everything in the backing store, decoded and decrypted, as one string. */
function everythingStored(): string {
  const out: string[] = []
  for (let i = 0; i < backend.length; i++) {
    const key = backend.key(i)
    if (key === null) continue
    const name = decodeText(key).slice(STORAGE_NAMESPACE.length)
    out.push(name, JSON.stringify(storage.getItem(name)))
  }
  return out.join('\n')
}

// as once the cipher has arrived; 'restore with the cipher on its way' covers the wait
beforeAll(() => provideCipher(cipher))

beforeEach(() => {
  backend = createMemoryStorage()
  storage = createStorage({ backend, secret: () => 'test-secret', encrypt: () => true })
  toasts = collectToasts()
  fakeApi = {
    login: vi.fn<SessionApi['login']>(async () => loginResult),
    register: vi.fn<SessionApi['register']>(async () => ({ id: 3, username: 'xiaoming' })),
    getUserInfoById: vi.fn<SessionApi['getUserInfoById']>(async () => user),
  }
})
afterEach(() => {
  toasts.stop()
  resetConfig()
})

describe('initial state', () => {
  it('is logged out with nothing stored', () => {
    const state = make().getState()
    expect(state).toMatchObject({
      token: null,
      userInfo: null,
      hasToken: false,
      hasInfo: false,
      showLogin: false,
    })
    expect(isLoggedIn(state)).toBe(false)
  })
})

describe('login', () => {
  it('stores the token, fetches the user, persists both and toasts 登录成功', async () => {
    const store = make()
    store.getState().requestLogin()
    await expect(store.getState().login({ username: 'xiaoming', password: PASSWORD })).resolves.toBe(true)
    expect(fakeApi.login).toHaveBeenCalledWith({ username: 'xiaoming', password: PASSWORD, remember: false })
    expect(fakeApi.getUserInfoById).toHaveBeenCalledWith(3)
    const state = store.getState()
    expect(state).toMatchObject({
      token: 'jwt.token',
      userInfo: user,
      hasToken: true,
      hasInfo: true,
      showLogin: false,
    })
    expect(isLoggedIn(state)).toBe(true)
    expect(storage.getItem(STORAGE_KEYS.session)).toEqual({ token: 'jwt.token', userInfo: user })
    expect(toastSummary()).toEqual([['success', '登录成功', '']])
  })

  it('has the token in place before the user-info request goes out', async () => {
    const store = make()
    fakeApi.getUserInfoById.mockImplementation(async () => {
      expect(store.getState().token).toBe('jwt.token')
      return user
    })
    await store.getState().login({ username: 'xiaoming', password: PASSWORD })
    expect(fakeApi.getUserInfoById).toHaveBeenCalledOnce()
  })

  it('remember: asks for the long token and keeps the username (encrypted), never the password', async () => {
    const store = make()
    await store.getState().login({ username: 'xiaoming', password: PASSWORD, remember: true })
    expect(fakeApi.login).toHaveBeenCalledWith({ username: 'xiaoming', password: PASSWORD, remember: true })
    expect(storage.getItem(STORAGE_KEYS.loginForm)).toEqual({ username: 'xiaoming' })
    expect(getRememberedLogin(storage)).toEqual({ username: 'xiaoming' })
    expect(everythingStored()).not.toContain(PASSWORD)
    for (let i = 0; i < backend.length; i++) {
      const raw = backend.getItem(backend.key(i) ?? '') ?? ''
      expect(decodeText(raw)).not.toContain('xiaoming') // encrypted, not just encoded
    }
  })

  it('without remember forgets a previously remembered username', async () => {
    storage.setItem(STORAGE_KEYS.loginForm, { username: 'old' })
    await make().getState().login({ username: 'xiaoming', password: PASSWORD })
    expect(getRememberedLogin(storage)).toBeNull()
  })

  it('a failure the API layer left silent toasts the server message once', async () => {
    fakeApi.login.mockRejectedValue(silentError(400, '用户名或密码错误'))
    const store = make()
    await expect(store.getState().login({ username: 'x', password: 'y' })).resolves.toBe(false)
    expect(toastSummary()).toEqual([['error', '用户名或密码错误', '']])
    expect(isLoggedIn(store.getState())).toBe(false)
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull()
  })

  it('a failure the API layer already toasted is not toasted again', async () => {
    fakeApi.login.mockRejectedValue(
      new ApiError({ kind: 'http', status: 500, code: 500, message: '服务端错误', notified: true }),
    )
    await make().getState().login({ username: 'x', password: 'y' })
    expect(toasts.events).toEqual([])
  })

  it('an unexpected error toasts 登录失败', async () => {
    fakeApi.login.mockRejectedValue(new TypeError('boom'))
    await make().getState().login({ username: 'x', password: 'y' })
    expect(toastSummary()).toEqual([['error', '登录失败', '']])
  })

  it('a failed attempt keeps an existing session', async () => {
    const store = make()
    await store.getState().login({ username: 'xiaoming', password: PASSWORD })
    fakeApi.login.mockRejectedValue(silentError(400, '密码错误'))
    await store.getState().login({ username: 'other', password: 'bad' })
    expect(store.getState().token).toBe('jwt.token')
    expect(storage.getItem(STORAGE_KEYS.session)).toEqual({ token: 'jwt.token', userInfo: user })
  })

  it('if the user info cannot be fetched, the half session is dropped', async () => {
    fakeApi.getUserInfoById.mockRejectedValue(silentError(400, '用户不存在'))
    const store = make()
    await expect(store.getState().login({ username: 'x', password: 'y' })).resolves.toBe(false)
    expect(store.getState()).toMatchObject({ token: null, hasToken: false, hasInfo: false })
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull()
    expect(toastSummary()).toEqual([['error', '用户不存在', '']])
  })

  it('a new login replaces the previous user’s info', async () => {
    const store = make()
    await store.getState().login({ username: 'xiaoming', password: PASSWORD })
    const other: UserInfo = { ...user, id: 9, nick_name: '小红' }
    fakeApi.login.mockResolvedValue({ ...loginResult, token: 't2', id: 9 })
    fakeApi.getUserInfoById.mockResolvedValue(other)
    await store.getState().login({ username: 'xiaohong', password: PASSWORD })
    expect(store.getState()).toMatchObject({ token: 't2', userInfo: other })
  })
})

describe('register', () => {
  it('registers, then logs in with the same credentials and toasts 自动登录成功 only', async () => {
    const store = make()
    await expect(
      store.getState().register({ username: 'xiaoming', password: PASSWORD, nick_name: '小明' }),
    ).resolves.toBe(true)
    expect(fakeApi.register).toHaveBeenCalledWith({
      username: 'xiaoming',
      password: PASSWORD,
      nick_name: '小明',
    })
    expect(fakeApi.login).toHaveBeenCalledWith({ username: 'xiaoming', password: PASSWORD, remember: false })
    expect(isLoggedIn(store.getState())).toBe(true)
    expect(toastSummary()).toEqual([['success', '自动登录成功', '']])
  })

  it('a silent failure (409) toasts the server message and does not log in', async () => {
    fakeApi.register.mockRejectedValue(silentError(409, '用户名已存在'))
    const store = make()
    await expect(store.getState().register({ username: 'xiaoming', password: PASSWORD })).resolves.toBe(false)
    expect(fakeApi.login).not.toHaveBeenCalled()
    expect(toastSummary()).toEqual([['error', '用户名已存在', '']])
  })

  it('a failure already toasted by the API layer is not toasted again', async () => {
    fakeApi.register.mockRejectedValue(
      new ApiError({ kind: 'timeout', status: 0, code: null, message: '请求超时', notified: true }),
    )
    await make().getState().register({ username: 'xiaoming', password: PASSWORD })
    expect(toasts.events).toEqual([])
  })

  it('without a server message toasts 注册失败', async () => {
    fakeApi.register.mockRejectedValue(new Error('x'))
    await make().getState().register({ username: 'xiaoming', password: PASSWORD })
    expect(toastSummary()).toEqual([['error', '注册失败', '']])
  })

  it('a failing auto-login reports through the login path', async () => {
    fakeApi.login.mockRejectedValue(silentError(429, '操作太频繁，请稍后再试'))
    await expect(make().getState().register({ username: 'xiaoming', password: PASSWORD })).resolves.toBe(
      false,
    )
    expect(toastSummary()).toEqual([['error', '操作太频繁，请稍后再试', '']])
  })
})

describe('logout and clear', () => {
  it('logout clears state and storage and toasts 退出成功', async () => {
    const store = make()
    await store.getState().login({ username: 'xiaoming', password: PASSWORD })
    toasts.events.length = 0
    store.getState().logout()
    expect(store.getState()).toMatchObject({ token: null, userInfo: null, hasToken: false, hasInfo: false })
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull()
    expect(toastSummary()).toEqual([['success', '退出成功', '']])
  })

  it('clear is silent', async () => {
    const store = make()
    await store.getState().login({ username: 'xiaoming', password: PASSWORD })
    toasts.events.length = 0
    store.getState().clear()
    expect(store.getState().hasToken).toBe(false)
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull()
    expect(toasts.events).toEqual([])
  })

  it('requestLogin / closeLogin drive showLogin', () => {
    const store = make()
    store.getState().requestLogin()
    expect(store.getState().showLogin).toBe(true)
    store.getState().closeLogin()
    expect(store.getState().showLogin).toBe(false)
  })
})

describe('fetchUserInfo', () => {
  it('refreshes the current user and persists it', async () => {
    const store = make()
    await store.getState().login({ username: 'xiaoming', password: PASSWORD })
    const renamed = { ...user, nick_name: '大明' }
    fakeApi.getUserInfoById.mockResolvedValue(renamed)
    await expect(store.getState().fetchUserInfo()).resolves.toEqual(renamed)
    expect(fakeApi.getUserInfoById).toHaveBeenLastCalledWith(3)
    expect(storage.getItem(STORAGE_KEYS.session)).toEqual({ token: 'jwt.token', userInfo: renamed })
  })

  it('without a user id returns null and calls nothing', async () => {
    await expect(make().getState().fetchUserInfo()).resolves.toBeNull()
    expect(fakeApi.getUserInfoById).not.toHaveBeenCalled()
  })

  it('returns null on failure', async () => {
    const store = make()
    await store.getState().login({ username: 'xiaoming', password: PASSWORD })
    fakeApi.getUserInfoById.mockRejectedValue(silentError(400, 'x'))
    await expect(store.getState().fetchUserInfo()).resolves.toBeNull()
    expect(store.getState().userInfo).toEqual(user)
  })

  it('a logout during the request wins', async () => {
    const store = make()
    await store.getState().login({ username: 'xiaoming', password: PASSWORD })
    let resolve: (info: UserInfo) => void = () => {}
    fakeApi.getUserInfoById.mockReturnValue(new Promise((r) => (resolve = r)))
    const pending = store.getState().fetchUserInfo()
    store.getState().clear()
    resolve(user)
    await expect(pending).resolves.toBeNull()
    expect(store.getState().userInfo).toBeNull()
  })

  it('setUserInfo updates and persists', async () => {
    const store = make()
    await store.getState().login({ username: 'xiaoming', password: PASSWORD })
    store.getState().setUserInfo({ ...user, avatar: '/b.png' })
    expect(storage.getItem<{ userInfo: UserInfo }>(STORAGE_KEYS.session)?.userInfo.avatar).toBe('/b.png')
  })
})

describe('restore with the cipher on its way (the script-tag build fetches it on demand)', () => {
  /** Encrypted storage over `over` whose cipher arrives when `release` is called. */
  function cipherOnDemand(over: StorageLike) {
    let release = () => {}
    const arrived = new Promise<void>((resolve) => {
      release = resolve
    })
    let loaded: typeof cipher | null = null
    const source = {
      current: () => loaded,
      load: async () => {
        await arrived
        loaded = cipher
        return cipher
      },
    }
    const lazyStorage = createStorage({
      backend: over,
      secret: () => 'test-secret',
      encrypt: () => true,
      cipher: source,
    })
    return { release, lazyStorage }
  }

  function onDemand() {
    storage.setItem(STORAGE_KEYS.session, { token: 'kept', userInfo: user })
    const { release, lazyStorage } = cipherOnDemand(backend)
    return { release, store: createSessionStore({ api: fakeApi, storage: lazyStorage }) }
  }

  it('is neither logged in nor anonymous until the cipher arrives, then logged in', async () => {
    const { release, store } = onDemand()
    expect(store.getState()).toMatchObject({ restoring: true, hasToken: false })
    expect(isLoggedIn(store.getState())).toBe(false)
    release()
    await vi.waitFor(() => expect(store.getState().restoring).toBe(false))
    expect(store.getState()).toMatchObject({ token: 'kept', userInfo: user, hasToken: true, hasInfo: true })
    expect(toasts.events).toEqual([])
  })

  it('a logout (401) while restoring wins and removes the stored session', async () => {
    const { release, store } = onDemand()
    store.getState().clear()
    release()
    await new Promise((r) => setTimeout(r, 0))
    expect(store.getState()).toMatchObject({ restoring: false, hasToken: false })
    expect(backend.length).toBe(0)
  })

  it('a login on a first visit shows once the session is stored, so a page left at once keeps it', async () => {
    const firstVisit = createMemoryStorage()
    const { release, lazyStorage } = cipherOnDemand(firstVisit)
    const store = createSessionStore({ api: fakeApi, storage: lazyStorage })
    fakeApi.login.mockResolvedValue(loginResult)
    fakeApi.getUserInfoById.mockResolvedValue(user)
    const done = store.getState().login({ username: 'xiaoming', password: PASSWORD })
    await new Promise((r) => setTimeout(r, 0))
    // the server said yes, but the cipher is still on its way: not shown as logged in yet
    expect(isLoggedIn(store.getState())).toBe(false)
    release()
    await expect(done).resolves.toBe(true)
    expect(isLoggedIn(store.getState())).toBe(true)
    // stored already, not held in memory: a navigation now would find it
    expect(firstVisit.length).toBe(1)
  })

  it('nothing stored: known at once, no wait', () => {
    const store = createSessionStore({
      api: fakeApi,
      storage: createStorage({ backend: createMemoryStorage() }),
    })
    expect(store.getState()).toMatchObject({ restoring: false, hasToken: false })
  })
})

describe('restore', () => {
  it('a stored session logs in on creation', () => {
    storage.setItem(STORAGE_KEYS.session, { token: 'kept', userInfo: user })
    expect(make().getState()).toMatchObject({ token: 'kept', userInfo: user, hasToken: true, hasInfo: true })
  })

  it('a corrupt value logs out silently and is removed', () => {
    backend.setItem(encodeText(`${STORAGE_NAMESPACE}session`), 'not-even-base64!!')
    const store = make()
    expect(store.getState()).toMatchObject({ token: null, hasToken: false, hasInfo: false })
    expect(backend.length).toBe(0)
    expect(toasts.events).toEqual([])
  })

  it('a value encrypted with another passphrase logs out silently', () => {
    const other = createStorage({ backend, secret: () => 'other', encrypt: () => true })
    other.setItem(STORAGE_KEYS.session, { token: 'x', userInfo: user })
    expect(make().getState().hasToken).toBe(false)
    expect(backend.length).toBe(0)
  })

  it.each([
    ['a string', 'token-only'],
    ['no token', { userInfo: user }],
    ['an empty token', { token: '', userInfo: user }],
    ['no user info', { token: 't' }],
    ['user info without id', { token: 't', userInfo: { nick_name: 'x' } }],
    ['an array', [1, 2]],
  ])('a decodable value of the wrong shape (%s) logs out and is removed', (_, value) => {
    storage.setItem(STORAGE_KEYS.session, value)
    expect(make().getState().hasToken).toBe(false)
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull()
  })

  it('getRememberedLogin ignores junk', () => {
    storage.setItem(STORAGE_KEYS.loginForm, { username: 42 })
    expect(getRememberedLogin(storage)).toBeNull()
  })
})

describe('with the real API client', () => {
  let stub: ReturnType<typeof stubFetch>
  let store: SessionStore
  let unbind: () => void

  beforeEach(() => {
    stub = stubFetch()
    configure({ apiBase: 'http://api.test', fetch: stub.fetch })
    store = createSessionStore({ storage })
    unbind = bindSessionToApi(store)
  })
  afterEach(() => unbind())

  it('logs in over HTTP and then sends the token', async () => {
    stub.setReply(({ path }) => (path === '/api/user/login' ? envelope(loginResult) : envelope(user)))
    await expect(
      store.getState().login({ username: 'xiaoming', password: PASSWORD, remember: true }),
    ).resolves.toBe(true)
    expect(stub.calls[0]?.json()).toEqual({ username: 'xiaoming', password: PASSWORD, remember: true })
    expect(stub.calls[0]?.request.headers.has('authorization')).toBe(false)
    expect(stub.calls[1]?.path).toBe('/api/user/getUserInfoById/3')
    expect(stub.calls[1]?.request.headers.get('authorization')).toBe('Bearer jwt.token')
  })

  it('HTTP 401 clears the session, opens the login dialog, with exactly one toast', async () => {
    storage.setItem(STORAGE_KEYS.session, { token: 'old', userInfo: user })
    store = createSessionStore({ storage })
    unbind()
    unbind = bindSessionToApi(store)
    stub.setReply(() => envelope(null, { status: 401, code: 401, message: '' }))
    await expect(store.getState().fetchUserInfo()).resolves.toBeNull()
    expect(stub.last.request.headers.get('authorization')).toBe('Bearer old')
    expect(store.getState()).toMatchObject({ token: null, userInfo: null, hasToken: false, showLogin: true })
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull()
    expect(toastSummary()).toEqual([['error', '错误提示', '登录过期']])
  })

  it('a silent HTTP failure on login (400) gives one toast: the server message', async () => {
    stub.setReply(() => envelope(null, { status: 400, code: 400, message: '用户名或密码错误' }))
    await store.getState().login({ username: 'xiaoming', password: 'wrong' })
    expect(toastSummary()).toEqual([['error', '用户名或密码错误', '']])
  })

  it('a catalogue failure on login (500) gives one toast: the API layer’s', async () => {
    stub.setReply(() => envelope(null, { status: 500, code: 500, message: '' }))
    await store.getState().login({ username: 'xiaoming', password: 'x' })
    expect(toastSummary()).toEqual([['error', '服务端错误', '']])
  })

  it('register 409 gives one toast: 用户名已存在', async () => {
    stub.setReply(() => envelope(null, { status: 409, code: 409, message: '用户名已存在' }))
    await store.getState().register({ username: 'xiaoming', password: PASSWORD })
    expect(toastSummary()).toEqual([['error', '用户名已存在', '']])
  })

  it('unbinding stops sending the token', async () => {
    store.setState({ token: 'tok' })
    unbind()
    await fetchAnything()
    expect(stub.last.request.headers.has('authorization')).toBe(false)
  })
})

async function fetchAnything() {
  const { getStatistic } = await import('../api/site.ts')
  await getStatistic().catch(() => {})
}
