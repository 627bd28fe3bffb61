import { afterEach, describe, expect, it } from 'vitest'
import { configure, DEFAULT_STORAGE_SECRET, deriveWsUrl, getConfig, resetConfig } from './index.ts'

afterEach(() => resetConfig())

describe('config defaults', () => {
  it('has the documented defaults', () => {
    const config = getConfig()
    expect(config.apiBase).toBe('')
    expect(config.storageSecret).toBe(DEFAULT_STORAGE_SECRET)
    expect(config.storageEncrypt).toBe(true)
    expect(config.adminSiteUrl).toBe('/admin')
    expect(config.csrf).toBeNull()
    expect(config.quote).toBeNull()
    expect(config.fetch).toBeNull()
  })

  it('without a location (node) derives a relative /ws', () => {
    expect(getConfig().wsUrl).toBe('/ws')
  })
})

describe('configure', () => {
  it('merges partial updates and keeps earlier keys', () => {
    configure({ apiBase: 'https://api.example.com' })
    configure({ adminSiteUrl: 'https://admin.example.com' })
    const config = getConfig()
    expect(config.apiBase).toBe('https://api.example.com')
    expect(config.adminSiteUrl).toBe('https://admin.example.com')
  })

  it('derives the WebSocket URL from the API base unless given', () => {
    configure({ apiBase: 'https://api.example.com' })
    expect(getConfig().wsUrl).toBe('wss://api.example.com/ws')
    configure({ wsUrl: 'wss://chat.example.com/socket' })
    expect(getConfig().wsUrl).toBe('wss://chat.example.com/socket')
  })

  it('re-derives the WebSocket URL when only the API base changes', () => {
    configure({ apiBase: 'http://a.test' })
    expect(getConfig().wsUrl).toBe('ws://a.test/ws')
    configure({ apiBase: 'http://b.test' })
    expect(getConfig().wsUrl).toBe('ws://b.test/ws')
  })

  it('strips trailing slashes of the API base', () => {
    configure({ apiBase: 'https://api.example.com/blog/' })
    expect(getConfig().apiBase).toBe('https://api.example.com/blog')
    expect(getConfig().wsUrl).toBe('wss://api.example.com/blog/ws')
  })

  it('undefined resets a key to its default', () => {
    configure({ storageEncrypt: false, adminSiteUrl: '/x' })
    configure({ storageEncrypt: undefined })
    expect(getConfig().storageEncrypt).toBe(true)
    expect(getConfig().adminSiteUrl).toBe('/x')
  })

  it('keeps the same object until configure is called again, and freezes it', () => {
    const first = getConfig()
    expect(getConfig()).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    configure({ apiBase: 'http://x.test' })
    expect(getConfig()).not.toBe(first)
  })

  it('an unchanged configure keeps the object (elements configure on every render)', () => {
    const first = configure({ apiBase: 'http://x.test' })
    expect(configure({ apiBase: 'http://x.test' })).toBe(first)
    expect(configure({})).toBe(first)
    expect(configure({ apiBase: 'http://y.test' })).not.toBe(first)
  })

  it('accepts csrf and quote settings', () => {
    configure({
      csrf: { cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' },
      quote: { keyUrl: 'https://q/key', quoteUrl: 'https://q/quote', uid: 'u', appKey: 'k' },
    })
    expect(getConfig().csrf).toEqual({ cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' })
    expect(getConfig().quote?.appKey).toBe('k')
  })
})

describe('deriveWsUrl', () => {
  it.each([
    ['http://api.test', undefined, 'ws://api.test/ws'],
    ['https://api.test', undefined, 'wss://api.test/ws'],
    ['https://api.test:8443/base/', undefined, 'wss://api.test:8443/base/ws'],
    ['', 'https://blog.test/article?id=3#top', 'wss://blog.test/ws'],
    ['', 'http://localhost:5173/', 'ws://localhost:5173/ws'],
    ['/blog', 'https://blog.test/home', 'wss://blog.test/blog/ws'],
    ['//api.test', 'https://blog.test/', 'wss://api.test/ws'],
    ['', undefined, '/ws'],
    ['/blog', undefined, '/blog/ws'],
  ])('deriveWsUrl(%j, %j) = %s', (apiBase, href, expected) => {
    expect(deriveWsUrl(apiBase, href)).toBe(expected)
  })
})

describe('mediaUrl', () => {
  it('puts root-relative media on the API host, so an embedding page on another origin loads it', async () => {
    const { configure, mediaUrl, resetConfig } = await import('./index.ts')
    configure({ apiBase: 'https://blog.example.com' })
    expect(mediaUrl('/seed/avatars/demo.png')).toBe('https://blog.example.com/seed/avatars/demo.png')
    expect(mediaUrl('/uploads/a.png')).toBe('https://blog.example.com/uploads/a.png')
    expect(mediaUrl('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png')
    expect(mediaUrl('//cdn.example.com/x.png')).toBe('//cdn.example.com/x.png')
    expect(mediaUrl('')).toBe('')
    resetConfig()
    expect(mediaUrl('/seed/a.png')).toBe('/seed/a.png')
  })
})
