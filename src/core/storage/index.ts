/**
 * SPEC §9 local storage: keys and values are URL-encoded then base64-encoded; values are JSON and,
 * when encryption is on, AES-encrypted (crypto-js) with the configured passphrase. The cipher only
 * obscures (the passphrase ships with the page); it is not a security boundary (DESIGN §7).
 *
 * Nothing here throws: a value that cannot be decoded, decrypted or parsed counts as absent, is
 * removed, and is reported through `onCorrupt` — the session turns that into a silent logout.
 */
import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'
import { getConfig } from '../config/index.ts'

/** The part of the Web Storage interface we use; `localStorage` satisfies it. */
export interface StorageLike {
  readonly length: number
  key(index: number): string | null
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface XzStorage {
  getItem<T>(key: string): T | null
  /** false when the backing store refused the write (quota, private mode) */
  setItem(key: string, value: unknown): boolean
  removeItem(key: string): void
  /** removes the keys this kit owns (its namespace), leaving the host page's own keys alone */
  clear(): void
}

export interface StorageOptions {
  /** a store, or a function returning one (resolved on every call, so it can change) */
  backend?: StorageLike | (() => StorageLike)
  secret?: () => string
  encrypt?: () => boolean
  onCorrupt?: (key: string) => void
  /** prefix of every raw key; it is how `clear` knows which keys are ours */
  namespace?: string
}

/** Keys the core modules use (SPEC §9: search history, login form, theme, session). */
export const STORAGE_KEYS = {
  session: 'session',
  loginForm: 'loginForm',
  theme: 'theme',
  previewTheme: 'previewTheme',
  codeTheme: 'codeTheme',
  pageHeaders: 'pageHeaders',
  searchHistory: 'searchHistory',
} as const

export const STORAGE_NAMESPACE = 'xz:'

/** encodeURIComponent first turns any text (Chinese included) into ASCII, which btoa requires. */
export function encodeText(text: string): string {
  return btoa(encodeURIComponent(text))
}

export function decodeText(encoded: string): string {
  return decodeURIComponent(atob(encoded))
}

export function createMemoryStorage(): StorageLike {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value))
    },
    removeItem: (key) => {
      map.delete(key)
    },
  }
}

// One in-memory fallback per page, so SSR, node and locked-down iframes (where merely reading
// `localStorage` throws SecurityError) keep working for the life of the page.
const memoryFallback = createMemoryStorage()

function defaultBackend(): StorageLike {
  try {
    const local = globalThis.localStorage
    if (local && typeof local.getItem === 'function') return local
  } catch {
    // SecurityError: storage disabled for this origin
  }
  return memoryFallback
}

export function createStorage(options: StorageOptions = {}): XzStorage {
  const namespace = options.namespace ?? STORAGE_NAMESPACE
  const backend = (): StorageLike => {
    const b = options.backend
    return typeof b === 'function' ? b() : (b ?? defaultBackend())
  }
  const secret = options.secret ?? (() => getConfig().storageSecret)
  const encrypt = options.encrypt ?? (() => getConfig().storageEncrypt)
  const storedKey = (key: string) => encodeText(namespace + key)

  const removeRaw = (raw: string) => {
    try {
      backend().removeItem(raw)
    } catch {
      // a store that cannot remove cannot hold anything we would read back wrong either
    }
  }

  const decodeValue = (stored: string): unknown => {
    let text = decodeText(stored)
    if (encrypt()) {
      // A wrong passphrase either throws (malformed UTF-8) or yields '' — both mean corrupt.
      text = AES.decrypt(text, secret()).toString(Utf8)
      if (text === '') throw new Error('decrypt failed')
    }
    return JSON.parse(text)
  }

  return {
    getItem<T>(key: string): T | null {
      const raw = storedKey(key)
      let stored: string | null
      try {
        stored = backend().getItem(raw)
      } catch {
        return null
      }
      if (stored === null) return null
      try {
        // The caller states the shape it expects; stores that cannot trust the shape validate it.
        return decodeValue(stored) as T
      } catch {
        removeRaw(raw)
        try {
          options.onCorrupt?.(key)
        } catch {
          // the hook is advisory; storage reads never throw
        }
        return null
      }
    },

    setItem(key: string, value: unknown): boolean {
      const json = JSON.stringify(value)
      // undefined (or a function) has no JSON form: storing it means forgetting the key.
      if (json === undefined) {
        removeRaw(storedKey(key))
        return true
      }
      try {
        const plain = encrypt() ? AES.encrypt(json, secret()).toString() : json
        backend().setItem(storedKey(key), encodeText(plain))
        return true
      } catch {
        return false
      }
    },

    removeItem(key: string): void {
      removeRaw(storedKey(key))
    },

    clear(): void {
      let store: StorageLike
      const ours: string[] = []
      try {
        store = backend()
        for (let i = 0; i < store.length; i++) {
          const raw = store.key(i)
          if (raw !== null && isOwnKey(raw, namespace)) ours.push(raw)
        }
      } catch {
        return
      }
      for (const raw of ours) removeRaw(raw)
    },
  }
}

function isOwnKey(raw: string, namespace: string): boolean {
  try {
    return decodeText(raw).startsWith(namespace)
  } catch {
    return false
  }
}

const corruptListeners = new Set<(key: string) => void>()
let backendOverride: StorageLike | null = null

/** The page's storage, used by session, prefs and search. */
export const storage: XzStorage = createStorage({
  backend: () => backendOverride ?? defaultBackend(),
  onCorrupt: (key) => {
    for (const listener of [...corruptListeners]) listener(key)
  },
})

/** Replace the backing store of `storage` (tests, hosts with their own persistence); null = default. */
export function setStorageBackend(backend: StorageLike | null): void {
  backendOverride = backend
}

/** Be told when `storage` dropped an unreadable value. */
export function onStorageCorrupt(listener: (key: string) => void): () => void {
  corruptListeners.add(listener)
  return () => {
    corruptListeners.delete(listener)
  }
}
