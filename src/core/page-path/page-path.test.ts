import { describe, expect, it } from 'vitest'
import { canonicalPagePath, canonicalSiteOrigin, PAGE_PATH_MAX } from './page-path.ts'

describe('canonicalPagePath: one thread per page however its address is written', () => {
  it('/a, /a/ and /a/index.html are one page', () => {
    for (const path of ['/posts/a', '/posts/a/', '/posts/a/index.html', '/posts/a/INDEX.HTM', '/posts//a/'])
      expect(canonicalPagePath(path)).toBe('/posts/a/')
  })

  it('drops the query and the hash, and reads a full URL for its path', () => {
    expect(canonicalPagePath('/posts/a/?utm_source=x#comment-3')).toBe('/posts/a/')
    expect(canonicalPagePath('https://Blog.Example.com/posts/a/index.html?x=1')).toBe('/posts/a/')
  })

  it('keeps a file page as a file', () => {
    expect(canonicalPagePath('/guide/intro.html')).toBe('/guide/intro.html')
    expect(canonicalPagePath('/feed.xml?x')).toBe('/feed.xml')
  })

  it('reads escapes as the characters they stand for, in either case', () => {
    const raw = '/posts/你好/'
    expect(canonicalPagePath('/posts/%E4%BD%A0%E5%A5%BD/')).toBe(raw)
    expect(canonicalPagePath('/posts/%e4%bd%a0%e5%a5%bd')).toBe(raw)
    expect(canonicalPagePath(raw)).toBe(raw)
    expect(canonicalPagePath('/a%20b/')).toBe(canonicalPagePath('/a b/'))
  })

  it('keeps escapes that would change where a segment ends, upper-cased', () => {
    expect(canonicalPagePath('/a%2fb/')).toBe('/a%2Fb/')
    expect(canonicalPagePath('/a%3fb/')).toBe('/a%3Fb/')
    expect(canonicalPagePath('/100%/')).toBe('/100%25/')
    // bytes that are not UTF-8 stay escaped
    expect(canonicalPagePath('/x%ff/')).toBe('/x%FF/')
    // a control character never appears raw in a key
    expect(canonicalPagePath('/a%00b%0A/')).toBe('/a%00b%0A/')
  })

  it('resolves dot segments without leaving the root', () => {
    expect(canonicalPagePath('/a/./b/../c')).toBe('/a/c/')
    expect(canonicalPagePath('/../../etc/passwd')).toBe('/etc/passwd/')
    expect(canonicalPagePath('/')).toBe('/')
    expect(canonicalPagePath('/index.html')).toBe('/')
    expect(canonicalPagePath('posts/a')).toBe('/posts/a/')
  })

  it('refuses what cannot be a path', () => {
    expect(canonicalPagePath('')).toBeNull()
    expect(canonicalPagePath('   ')).toBeNull()
    expect(canonicalPagePath('/a\u0007/')).toBeNull()
    expect(canonicalPagePath(`/${'x'.repeat(PAGE_PATH_MAX)}/`)).toBeNull()
  })
})

describe('canonicalSiteOrigin', () => {
  it('is scheme, host and port, lower-cased, without a default port or path', () => {
    expect(canonicalSiteOrigin('https://Blog.Example.com:443/posts/a/')).toBe('https://blog.example.com')
    expect(canonicalSiteOrigin('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000')
  })

  it('refuses what is not an http(s) origin', () => {
    expect(canonicalSiteOrigin('javascript:alert(1)')).toBeNull()
    expect(canonicalSiteOrigin('file:///etc/passwd')).toBeNull()
    expect(canonicalSiteOrigin('not a url')).toBeNull()
  })
})
