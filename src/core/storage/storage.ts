/**
 * Local storage: keys and values are URL-encoded then base64-encoded; values are JSON and,
 * when encryption is on, AES-encrypted (crypto-js) with the configured passphrase. The cipher only
 * obscures (the passphrase ships with the page); it is not a security boundary (docs/architecture.md §3).
 *
 * Nothing here throws: a value that cannot be decoded, decrypted or parsed counts as absent, is
 * removed, and is reported through `onCorrupt` — the session turns that into a silent logout.
 *
 * The cipher (crypto-js) is loaded on demand, so an anonymous first visit never downloads it.
 * Until it has arrived, an encrypted value cannot be read: readers call `ready()` first (stores
 * restore once it resolves) and `isReady()` tells whether a synchronous read would see everything.
 * Writes made before it arrives are kept in memory (and read back from there) and stored once it has.
 */
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
  /** null when absent, unreadable, or encrypted while the cipher has not arrived (see `ready`) */
  getItem<T>(key: string): T | null
  /** false when the backing store refused the write (quota, private mode) */
  setItem(key: string, value: unknown): boolean
  removeItem(key: string): void
  /** removes the keys this kit owns (its namespace), leaving the host page's own keys alone */
  clear(): void
  /** true when every stored value can be read now: nothing of ours is stored encrypted, or the cipher is here */
  isReady(): boolean
  /** resolves once `isReady()` (fetching the cipher if a stored value needs it); never rejects */
  ready(): Promise<void>
  /**
   * resolves once a write is stored the moment it is made (the cipher is here when encrypting):
   * a value written before then is only in memory, and a navigation would lose it. Never rejects.
   */
  writable(): Promise<void>
}

/** The AES layer (./cipher.ts), fetched on demand. */
export interface Cipher {
  encrypt(text: string, secret: string): string
  decrypt(text: string, secret: string): string
}

/** Where a storage gets its cipher: the one already loaded (if any), and a way to load it. */
export interface CipherSource {
  current(): Cipher | null
  load(): Promise<Cipher>
}

let pageCipher: Cipher | null = null
let pageCipherLoading: Promise<Cipher> | null = null

/** The page's cipher, shared by every storage: one download, at most. */
export const pageCipherSource: CipherSource = {
  current: () => pageCipher,
  load: () => {
    pageCipherLoading ??= import('./cipher.ts').then(
      (cipher) => {
        pageCipher = cipher
        return cipher
      },
      (error: unknown) => {
        pageCipherLoading = null // a later read or write may try again (network hiccup)
        throw error
      },
    )
    return pageCipherLoading
  },
}

/** Hosts that bundle crypto-js anyway (and tests) make encrypted storage synchronous from the start. */
export function provideCipher(cipher: Cipher): void {
  pageCipher = cipher
  pageCipherLoading = Promise.resolve(cipher)
}

export interface StorageOptions {
  /** a store, or a function returning one (resolved on every call, so it can change) */
  backend?: StorageLike | (() => StorageLike)
  secret?: () => string
  encrypt?: () => boolean
  onCorrupt?: (key: string) => void
  /** prefix of every raw key; it is how `clear` knows which keys are ours */
  namespace?: string
  /** defaults to the page's cipher, loaded on demand */
  cipher?: CipherSource
}

/** Keys the core modules use (search history, login form, theme, session). */
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
  const cipherSource = options.cipher ?? pageCipherSource
  const storedKey = (key: string) => encodeText(namespace + key)
  /** JSON written while the cipher was on its way, by raw key; read back from here until stored */
  const unsent = new Map<string, string>()

  const removeRaw = (raw: string) => {
    unsent.delete(raw)
    try {
      backend().removeItem(raw)
    } catch {
      // a store that cannot remove cannot hold anything we would read back wrong either
    }
  }

  const decodeValue = (stored: string, cipher: Cipher | null): unknown => {
    let text = decodeText(stored)
    if (cipher) {
      // A wrong passphrase either throws (malformed UTF-8) or yields '' — both mean corrupt.
      text = cipher.decrypt(text, secret())
      if (text === '') throw new Error('decrypt failed')
    }
    return JSON.parse(text)
  }

  const write = (raw: string, json: string, cipher: Cipher | null): boolean => {
    try {
      backend().setItem(raw, encodeText(cipher ? cipher.encrypt(json, secret()) : json))
      return true
    } catch {
      return false
    }
  }

  const flushUnsent = (cipher: Cipher) => {
    for (const [raw, json] of [...unsent]) {
      unsent.delete(raw)
      write(raw, json, encrypt() ? cipher : null)
    }
  }

  const ownKeys = (): string[] => {
    const ours: string[] = []
    try {
      const store = backend()
      for (let i = 0; i < store.length; i++) {
        const raw = store.key(i)
        if (raw !== null && isOwnKey(raw, namespace)) ours.push(raw)
      }
    } catch {
      // unreadable store: nothing of ours to wait for
    }
    return ours
  }

  const isReady = () => !encrypt() || cipherSource.current() !== null || ownKeys().length === 0

  const loadCipher = (): Promise<void> =>
    cipherSource.load().then(flushUnsent, () => {
      // Offline or blocked: encrypted values stay unreadable and unsent writes stay in memory.
    })

  return {
    getItem<T>(key: string): T | null {
      const raw = storedKey(key)
      const pending = unsent.get(raw)
      if (pending !== undefined) return JSON.parse(pending) as T
      let stored: string | null
      try {
        stored = backend().getItem(raw)
      } catch {
        return null
      }
      if (stored === null) return null
      const cipher = encrypt() ? cipherSource.current() : null
      if (encrypt() && !cipher) {
        // Not corrupt, just not readable yet: the caller should have awaited `ready()`.
        void loadCipher()
        return null
      }
      try {
        // The caller states the shape it expects; stores that cannot trust the shape validate it.
        return decodeValue(stored, cipher) as T
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
      const raw = storedKey(key)
      const json = JSON.stringify(value)
      // undefined (or a function) has no JSON form: storing it means forgetting the key.
      if (json === undefined) {
        removeRaw(raw)
        return true
      }
      if (!encrypt()) {
        unsent.delete(raw)
        return write(raw, json, null)
      }
      const cipher = cipherSource.current()
      if (cipher) {
        unsent.delete(raw)
        return write(raw, json, cipher)
      }
      unsent.set(raw, json)
      void loadCipher()
      return true
    },

    removeItem(key: string): void {
      removeRaw(storedKey(key))
    },

    clear(): void {
      unsent.clear()
      for (const raw of ownKeys()) removeRaw(raw)
    },

    isReady,

    ready: () => (isReady() ? Promise.resolve() : loadCipher()),

    writable: () => (!encrypt() || cipherSource.current() !== null ? Promise.resolve() : loadCipher()),
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
