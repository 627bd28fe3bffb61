import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { configure, resetConfig } from '../config/index.ts'
import {
  createMemoryStorage,
  createStorage,
  decodeText,
  encodeText,
  onStorageCorrupt,
  provideCipher,
  STORAGE_NAMESPACE,
  type StorageLike,
  setStorageBackend,
  storage,
} from './index.ts'
import * as cipher from './cipher.ts'
import { lazyStore } from './lazy-store.ts'

// The synchronous behaviour, as once the cipher has arrived; the on-demand cipher has its own block.
beforeAll(() => provideCipher(cipher))

afterEach(() => {
  resetConfig()
  setStorageBackend(null)
})

function make(opts: { encrypt?: boolean; secret?: string; onCorrupt?: (key: string) => void } = {}) {
  const backend = createMemoryStorage()
  const store = createStorage({
    backend,
    encrypt: () => opts.encrypt ?? true,
    secret: () => opts.secret ?? 'pass',
    onCorrupt: opts.onCorrupt,
  })
  return { backend, store }
}

function rawEntries(backend: StorageLike): [string, string][] {
  const out: [string, string][] = []
  for (let i = 0; i < backend.length; i++) {
    const key = backend.key(i)
    if (key !== null) out.push([key, backend.getItem(key) ?? ''])
  }
  return out
}

describe('encodeText / decodeText', () => {
  it('round-trips Chinese and symbols through ASCII base64', () => {
    const text = '小站 · 搜索历史 100% & a/b?c#d'
    const encoded = encodeText(text)
    expect(encoded).toMatch(/^[A-Za-z0-9+/=]+$/)
    expect(decodeText(encoded)).toBe(text)
  })

  it('is base64 of the URL-encoded text', () => {
    expect(encodeText('主题')).toBe(btoa(encodeURIComponent('主题')))
  })
})

describe('createStorage', () => {
  it('round-trips values of every JSON kind', () => {
    const { store } = make()
    const values: unknown[] = ['文本', 42, true, null, ['a', '中文'], { token: 't', userInfo: { id: 1 } }]
    values.forEach((value, i) => {
      expect(store.setItem(`k${i}`, value)).toBe(true)
      expect(store.getItem(`k${i}`)).toEqual(value)
    })
  })

  it('returns null for an absent key', () => {
    expect(make().store.getItem('missing')).toBeNull()
  })

  it('stores keys as base64 of the URL-encoded namespaced key', () => {
    const { backend, store } = make()
    store.setItem('搜索', 1)
    const [[key]] = rawEntries(backend) as [[string, string]]
    expect(key).toBe(btoa(encodeURIComponent(`${STORAGE_NAMESPACE}搜索`)))
  })

  it('encrypts values: no plain text in the store, and AES with the passphrase decrypts it', () => {
    const { backend, store } = make({ secret: 's3cret' })
    store.setItem('session', { token: 'abc.def', nick: '小明' })
    const [[, stored]] = rawEntries(backend) as [[string, string]]
    const layer = decodeText(stored)
    expect(layer).not.toContain('abc.def')
    expect(layer).toMatch(/^U2FsdGVkX1/) // crypto-js OpenSSL salted format
    expect(JSON.parse(AES.decrypt(layer, 's3cret').toString(Utf8))).toEqual({
      token: 'abc.def',
      nick: '小明',
    })
  })

  it('without encryption stores base64(URL-encoded JSON)', () => {
    const { backend, store } = make({ encrypt: false })
    store.setItem('theme', 'dark')
    const [[, stored]] = rawEntries(backend) as [[string, string]]
    expect(stored).toBe(btoa(encodeURIComponent('"dark"')))
  })

  it('removeItem deletes only that key', () => {
    const { store } = make()
    store.setItem('a', 1)
    store.setItem('b', 2)
    store.removeItem('a')
    expect(store.getItem('a')).toBeNull()
    expect(store.getItem('b')).toBe(2)
  })

  it('setItem(undefined) forgets the key', () => {
    const { store } = make()
    store.setItem('a', 1)
    store.setItem('a', undefined)
    expect(store.getItem('a')).toBeNull()
  })

  it('clear removes our keys and leaves the host page’s own keys', () => {
    const { backend, store } = make()
    backend.setItem('host-key', 'keep me')
    backend.setItem('not-base64-%%%', 'keep me too')
    store.setItem('a', 1)
    store.setItem('搜索', 2)
    store.clear()
    expect(rawEntries(backend)).toEqual([
      ['host-key', 'keep me'],
      ['not-base64-%%%', 'keep me too'],
    ])
  })

  describe('corrupt values are absent, removed and reported — never thrown', () => {
    const cases: [string, (backend: StorageLike, rawKey: string) => void][] = [
      ['not base64', (b, k) => b.setItem(k, '%%%not base64%%%')],
      ['base64 of broken URL-encoding', (b, k) => b.setItem(k, btoa('%E4%B8'))],
      ['not a ciphertext', (b, k) => b.setItem(k, encodeText('hello'))],
      [
        'encrypted with another passphrase',
        (b, k) => b.setItem(k, encodeText(AES.encrypt('"x"', 'other').toString())),
      ],
      ['decrypts to non-JSON', (b, k) => b.setItem(k, encodeText(AES.encrypt('{oops', 'pass').toString()))],
    ]
    it.each(cases)('%s', (_, corrupt) => {
      const onCorrupt = vi.fn()
      const { backend, store } = make({ onCorrupt })
      const rawKey = encodeText(`${STORAGE_NAMESPACE}session`)
      corrupt(backend, rawKey)
      expect(store.getItem('session')).toBeNull()
      expect(backend.getItem(rawKey)).toBeNull()
      expect(onCorrupt).toHaveBeenCalledWith('session')
    })

    it('a value written unencrypted reads as corrupt once encryption is on', () => {
      const backend = createMemoryStorage()
      let encrypt = false
      const store = createStorage({ backend, encrypt: () => encrypt, secret: () => 'p' })
      store.setItem('theme', 'dark')
      encrypt = true
      expect(store.getItem('theme')).toBeNull()
    })

    it('a throwing onCorrupt hook does not escape', () => {
      const { backend, store } = make({
        onCorrupt: () => {
          throw new Error('hook')
        },
      })
      backend.setItem(encodeText(`${STORAGE_NAMESPACE}x`), 'garbage!')
      expect(() => store.getItem('x')).not.toThrow()
    })
  })

  describe('a backing store that throws', () => {
    const throwing: StorageLike = {
      get length(): number {
        throw new Error('SecurityError')
      },
      key: () => {
        throw new Error('SecurityError')
      },
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const store = createStorage({ backend: throwing, encrypt: () => true, secret: () => 'p' })

    it('reads as absent', () => expect(store.getItem('a')).toBeNull())
    it('reports a refused write as false', () => expect(store.setItem('a', 1)).toBe(false))
    it('remove and clear do not throw', () => {
      expect(() => store.removeItem('a')).not.toThrow()
      expect(() => store.clear()).not.toThrow()
    })
  })
})

describe('the page storage', () => {
  it('works in node without localStorage (in-memory fallback)', () => {
    expect('localStorage' in globalThis && globalThis.localStorage).toBeFalsy()
    storage.setItem('fallback', { a: 1 })
    expect(storage.getItem('fallback')).toEqual({ a: 1 })
    storage.removeItem('fallback')
  })

  it('falls back to memory when reading localStorage itself throws (sandboxed iframe)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    try {
      expect(storage.setItem('x', 1)).toBe(true)
      expect(storage.getItem('x')).toBe(1)
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor)
      else delete (globalThis as { localStorage?: unknown }).localStorage
    }
  })

  it('uses the configured passphrase and encryption switch at call time', () => {
    const backend = createMemoryStorage()
    setStorageBackend(backend)
    configure({ storageSecret: 'first' })
    storage.setItem('k', 'v')
    configure({ storageSecret: 'second' })
    expect(storage.getItem('k')).toBeNull()

    configure({ storageEncrypt: false })
    storage.setItem('plain', 'v')
    const raw = backend.getItem(encodeText(`${STORAGE_NAMESPACE}plain`))
    expect(raw).toBe(encodeText('"v"'))
  })

  it('tells corruption listeners which key was dropped', () => {
    const backend = createMemoryStorage()
    setStorageBackend(backend)
    const listener = vi.fn()
    const stop = onStorageCorrupt(listener)
    backend.setItem(encodeText(`${STORAGE_NAMESPACE}session`), 'garbage!')
    expect(storage.getItem('session')).toBeNull()
    expect(listener).toHaveBeenCalledWith('session')
    stop()
    backend.setItem(encodeText(`${STORAGE_NAMESPACE}session`), 'garbage!')
    storage.getItem('session')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('lazyStore', () => {
  it('creates the store on first use, once, and forwards the store API', () => {
    const create = vi.fn(() => createStore<{ n: number }>()(() => ({ n: 1 })))
    const store = lazyStore(create)
    expect(create).not.toHaveBeenCalled()
    expect(store.isCreated()).toBe(false)
    const listener = vi.fn()
    store.subscribe(listener)
    store.setState({ n: 2 })
    store.setState((s) => ({ n: s.n + 1 }))
    expect(store.getState().n).toBe(3)
    expect(store.getInitialState().n).toBe(1)
    expect(listener).toHaveBeenCalledTimes(2)
    store.setState({ n: 9 }, true)
    expect(store.getState()).toEqual({ n: 9 })
    expect(create).toHaveBeenCalledOnce()
  })
})

describe('the cipher, fetched only when an encrypted value is read or written', () => {
  /** A cipher source whose download the test releases by hand. */
  function deferredCipher() {
    let loaded: typeof cipher | null = null
    let release = () => {}
    const arrived = new Promise<void>((resolve) => {
      release = resolve
    })
    const load = vi.fn(async () => {
      await arrived
      loaded = cipher
      return cipher
    })
    return { source: { current: () => loaded, load }, load, release }
  }

  function makeLazy(backend: StorageLike, encrypt = true) {
    const lazy = deferredCipher()
    const store = createStorage({
      backend,
      encrypt: () => encrypt,
      secret: () => 'pass',
      cipher: lazy.source,
    })
    return { ...lazy, store }
  }

  it('an empty store is readable at once and never fetches the cipher', async () => {
    const { store, load } = makeLazy(createMemoryStorage())
    expect(store.isReady()).toBe(true)
    expect(store.getItem('theme')).toBeNull()
    await store.ready()
    expect(load).not.toHaveBeenCalled()
  })

  it('without encryption the cipher is never fetched', () => {
    const backend = createMemoryStorage()
    const { store, load } = makeLazy(backend, false)
    store.setItem('theme', 'dark')
    expect(store.getItem('theme')).toBe('dark')
    expect(makeLazy(backend, false).store.getItem('theme')).toBe('dark')
    expect(load).not.toHaveBeenCalled()
  })

  it('a stored encrypted value waits for the cipher instead of reading as corrupt', async () => {
    const backend = createMemoryStorage()
    const onCorrupt = vi.fn()
    // an earlier visit, with the cipher loaded
    createStorage({ backend, encrypt: () => true, secret: () => 'pass' }).setItem('session', { token: 't' })
    const lazy = deferredCipher()
    const store = createStorage({
      backend,
      encrypt: () => true,
      secret: () => 'pass',
      cipher: lazy.source,
      onCorrupt,
    })
    expect(store.isReady()).toBe(false)
    expect(store.getItem('session')).toBeNull()
    const ready = store.ready()
    lazy.release()
    await ready
    expect(store.isReady()).toBe(true)
    expect(store.getItem('session')).toEqual({ token: 't' })
    expect(onCorrupt).not.toHaveBeenCalled()
    expect(lazy.load).toHaveBeenCalledTimes(2) // once by the early read, once by ready(): one download behind both
  })

  it('a write before the cipher arrives reads back at once and is stored encrypted when it does', async () => {
    const backend = createMemoryStorage()
    const { store, load, release } = makeLazy(backend)
    expect(store.setItem('loginForm', { username: '小明' })).toBe(true)
    expect(load).toHaveBeenCalled()
    expect(store.getItem('loginForm')).toEqual({ username: '小明' })
    expect(backend.length).toBe(0)
    release()
    await store.ready()
    await vi.waitFor(() => expect(backend.length).toBe(1))
    const [, value] = rawEntries(backend)[0] ?? ['', '']
    expect(decodeText(value)).toMatch(/^U2FsdGVkX1/)
    expect(
      createStorage({ backend, encrypt: () => true, secret: () => 'pass' }).getItem('loginForm'),
    ).toEqual({
      username: '小明',
    })
  })

  it('a removal before the cipher arrives wins over the earlier write', async () => {
    const backend = createMemoryStorage()
    const { store, release } = makeLazy(backend)
    store.setItem('loginForm', { username: 'x' })
    store.removeItem('loginForm')
    expect(store.getItem('loginForm')).toBeNull()
    release()
    await new Promise((r) => setTimeout(r, 0))
    expect(backend.length).toBe(0)
  })
})
