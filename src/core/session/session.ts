/**
 * The session: token + user info, persisted (encrypted) through core/storage, shared by every
 * widget on the page.
 *
 * api ↔ session: this module imports the API; the API never imports this module. Instead the page
 * session registers an AuthBridge with the API client (`bindSessionToApi`) so requests carry the
 * token and a 401 clears the session and asks for the login dialog.
 *
 * Toasts: the API layer already toasts the catalogue rows of docs/api.md §1.1 (401, 403, 404, 408, 500, code
 * 100, timeout) and marks such errors `notified`. Login/register failures toast the server message
 * here only when the API layer stayed silent (e.g. 400, 409), so the user sees exactly one toast.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import { setAuthBridge } from '../api/client.ts'
import { toastMessageFor } from '../api/failure.ts'
import { getUserInfoById, login, register } from '../api/user.ts'
import type { LoginBody, LoginResult, RegisterBody, RegisterResult, UserInfo } from '../contract/index.ts'
import { lazyStore } from '../storage/lazy-store.ts'
import { STORAGE_KEYS, storage as pageStorage, type XzStorage } from '../storage/index.ts'
import { toast as pageToast } from '../toast/index.ts'

export const MSG_LOGIN_OK = '登录成功'
export const MSG_AUTO_LOGIN_OK = '自动登录成功'
export const MSG_LOGOUT_OK = '退出成功'
/** Shown only when the server sent no message of its own. */
export const MSG_LOGIN_FAILED = '登录失败'
export const MSG_REGISTER_FAILED = '注册失败'

export interface LoginForm {
  username: string
  password: string
  /** keep the username in this browser and ask for a 7-day token */
  remember?: boolean
}

export interface RegisterForm {
  username: string
  password: string
  nick_name?: string
}

export interface SessionState {
  token: string | null
  userInfo: UserInfo | null
  hasToken: boolean
  hasInfo: boolean
  /**
   * The stored session is still being read (it is encrypted and the cipher is on its way).
   * Widgets show their loading state meanwhile, so a logged-in visitor never sees the anonymous one.
   */
  restoring: boolean
  /** the login dialog is requested (by a 401 or a widget that needs a user) */
  showLogin: boolean
  /** resolves true when logged in; failures are toasted, never thrown */
  login(form: LoginForm): Promise<boolean>
  /** registers, then logs in with the same credentials */
  register(form: RegisterForm): Promise<boolean>
  logout(): void
  /** refreshes userInfo (of the given id, else the current user); null on failure */
  fetchUserInfo(id?: number): Promise<UserInfo | null>
  setUserInfo(info: UserInfo): void
  requestLogin(): void
  closeLogin(): void
  /** drops the session without a toast (HTTP 401, decrypt failure) */
  clear(): void
}

export type SessionStore = StoreApi<SessionState>

export interface SessionApi {
  login(body: LoginBody): Promise<LoginResult>
  register(body: RegisterBody): Promise<RegisterResult>
  getUserInfoById(id: number): Promise<UserInfo>
}

export interface SessionDeps {
  api?: SessionApi
  storage?: XzStorage
  toast?: Pick<typeof pageToast, 'success' | 'error'>
}

interface PersistedSession {
  token: string
  userInfo: UserInfo
}

export interface RememberedLogin {
  username: string
}

function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.id === 'number' && typeof v.nick_name === 'string'
}

function readPersisted(storage: XzStorage): PersistedSession | null {
  const value = storage.getItem<unknown>(STORAGE_KEYS.session)
  if (value === null) return null
  const v = value as Partial<PersistedSession>
  if (typeof v === 'object' && typeof v.token === 'string' && v.token !== '' && isUserInfo(v.userInfo)) {
    return { token: v.token, userInfo: v.userInfo }
  }
  // Decodable but not a session (old format, tampering): same as corrupt — start logged out.
  storage.removeItem(STORAGE_KEYS.session)
  return null
}

/** The username saved by "remember me", to prefill the login form. The password is never stored. */
export function getRememberedLogin(storage: XzStorage = pageStorage): RememberedLogin | null {
  const value = storage.getItem<unknown>(STORAGE_KEYS.loginForm)
  const username = (value as Partial<RememberedLogin> | null)?.username
  return typeof username === 'string' && username !== '' ? { username } : null
}

function sessionFields(session: PersistedSession | null) {
  return {
    token: session?.token ?? null,
    userInfo: session?.userInfo ?? null,
    hasToken: session !== null,
    hasInfo: session !== null,
  }
}

export function createSessionStore(deps: SessionDeps = {}): SessionStore {
  // named, not the module namespace: a namespace object would drag every user call into the runtime
  const api = deps.api ?? { login, register, getUserInfoById }
  const storage = deps.storage ?? pageStorage
  const toast = deps.toast ?? pageToast
  // Synchronous when nothing encrypted is stored (an anonymous first visit) or the cipher is here.
  const restoring = !storage.isReady()
  const restored = restoring ? null : readPersisted(storage)

  const store = createStore<SessionState>()((set, get) => {
    const signIn = async (form: LoginForm, successText: string): Promise<boolean> => {
      let tokenSet = false
      // The cipher (fetched on demand) comes alongside the login request: the session must be
      // stored the moment it shows, or a page left right after logging in would forget it.
      const writable = storage.writable()
      try {
        const remember = form.remember === true
        const result = await api.login({ username: form.username, password: form.password, remember })
        // The token goes in first so the user-info request already carries it; a previous user's
        // info must not stay paired with the new token.
        set({ token: result.token, hasToken: true, userInfo: null, hasInfo: false, restoring: false })
        tokenSet = true
        const info = await api.getUserInfoById(result.id)
        await writable
        set({ userInfo: info, hasInfo: true, showLogin: false })
        if (remember) storage.setItem(STORAGE_KEYS.loginForm, { username: form.username })
        else storage.removeItem(STORAGE_KEYS.loginForm)
        toast.success(successText)
        return true
      } catch (error) {
        // A failed attempt leaves an existing session alone unless it already replaced the token.
        if (tokenSet) get().clear()
        const message = toastMessageFor(error, MSG_LOGIN_FAILED)
        if (message) toast.error(message)
        return false
      }
    }

    return {
      ...sessionFields(restored),
      restoring,
      showLogin: false,

      login: (form) => signIn(form, MSG_LOGIN_OK),

      register: async (form) => {
        try {
          await api.register({ username: form.username, password: form.password, nick_name: form.nick_name })
        } catch (error) {
          const message = toastMessageFor(error, MSG_REGISTER_FAILED)
          if (message) toast.error(message)
          return false
        }
        return signIn({ username: form.username, password: form.password }, MSG_AUTO_LOGIN_OK)
      },

      logout: () => {
        get().clear()
        toast.success(MSG_LOGOUT_OK)
      },

      fetchUserInfo: async (id) => {
        const target = id ?? get().userInfo?.id
        if (target === undefined) return null
        try {
          const info = await api.getUserInfoById(target)
          // A logout while the request was in flight wins.
          if (!get().hasToken) return null
          set({ userInfo: info, hasInfo: true })
          return info
        } catch {
          return null
        }
      },

      setUserInfo: (info) => set({ userInfo: info, hasInfo: true }),
      requestLogin: () => set({ showLogin: true }),
      closeLogin: () => set({ showLogin: false }),
      clear: () => {
        // the subscriber below only removes a session it saw; one still being read is removed here
        if (get().restoring) storage.removeItem(STORAGE_KEYS.session)
        set({ ...sessionFields(null), restoring: false })
      },
    }
  })

  if (restoring) {
    void storage.ready().then(() => {
      // a login or logout while the cipher was on its way is newer than what was stored
      if (store.getState().restoring)
        store.setState({ ...sessionFields(readPersisted(storage)), restoring: false })
    })
  }

  store.subscribe((state, prev) => {
    if (state.token === prev.token && state.userInfo === prev.userInfo) return
    // Only a complete session is worth restoring; a half one (mid-login) is not written.
    if (state.token && state.userInfo) {
      storage.setItem(STORAGE_KEYS.session, { token: state.token, userInfo: state.userInfo })
    } else if (!state.token) {
      storage.removeItem(STORAGE_KEYS.session)
    }
  })

  return store
}

/** Lets the API client read the token and react to 401 through this store. */
export function bindSessionToApi(store: SessionStore): () => void {
  return setAuthBridge({
    getToken: () => store.getState().token,
    clear: () => store.getState().clear(),
    requestLogin: () => store.getState().requestLogin(),
  })
}

export const isLoggedIn = (state: Pick<SessionState, 'hasToken' | 'hasInfo'>): boolean =>
  state.hasToken && state.hasInfo

/** Whether the visitor is logged in is not known yet (see `restoring`). */
export const isSessionRestoring = (state: Pick<SessionState, 'restoring'>): boolean => state.restoring

/** The page's session (created, i.e. restored, on first use — after `configure`). */
export const sessionStore = lazyStore(() => createSessionStore())
bindSessionToApi(sessionStore)
