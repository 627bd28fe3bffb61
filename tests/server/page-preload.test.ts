import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'

// A page's largest picture is named in its <head>, so the browser fetches it with the scripts
// rather than after they have rendered the page (Lighthouse's "LCP request discovery").
const root = mkdtempSync(join(tmpdir(), 'xz-preload-'))
const hostDir = join(root, 'host')
let s: TestServer
let token: string

beforeAll(async () => {
  mkdirSync(hostDir)
  writeFileSync(
    join(hostDir, 'index.html'),
    '<!doctype html><head><title>小站</title></head><div id="app"></div>',
  )
  s = await startTestServer({ hostDir })
  token = (await s.admin()).token
  for (const [route_name, bg_url] of [
    ['Home', '/seed/headers/home.jpg'],
    ['Talk', 'https://pictures.example/talk.png'],
  ])
    await s.api('PUT', '/api/desk/pageHeader', { token, body: { route_name, bg_url } })
})
afterAll(async () => {
  await s.close()
  rmSync(root, { recursive: true, force: true })
})

const preloads = async (path: string) => {
  const html = await (await fetch(s.url + path)).text()
  return html.match(/<link rel="preload"[^>]*>/g) ?? []
}

describe('the page names its largest picture in <head>', () => {
  it('preloads the home banner at the widths the page offers, before any script', async () => {
    const html = await (await fetch(`${s.url}/home`)).text()
    const [link] = await preloads('/home')
    expect(link).toContain('href="/seed/headers/home.jpg"')
    expect(link).toContain('fetchpriority="high"')
    expect(link).toContain('imagesrcset="/seed/headers/home-480w.webp 480w, ')
    expect(link).toContain('imagesizes="max(100vw, 1600px)"')
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'))
  })

  it('follows the path to its banner, with or without a trailing slash', async () => {
    expect(await preloads('/talk/')).toEqual([
      '<link rel="preload" as="image" href="https://pictures.example/talk.png" fetchpriority="high">',
    ])
    // no header configured for the archives, and none for a page without a banner
    expect(await preloads('/archives')).toEqual([])
    expect(await preloads('/no-such-page')).toEqual([])
  })

  it('names a new banner as soon as the owner sets it', async () => {
    expect((await preloads('/archives')).length).toBe(0)
    await s.api('PUT', '/api/desk/pageHeader', {
      token,
      body: { route_name: 'Archives', bg_url: '/a/new.png' },
    })
    expect((await preloads('/archives'))[0]).toContain('href="/a/new.png"')
  })

  it('preloads an article’s cover with the reader’s srcset and sizes', async () => {
    const add = await s.api<Article>('POST', '/api/article/add', {
      token,
      body: {
        article_title: '有封面的文章',
        article_content: '正文',
        article_cover: '/uploads/cover.jpg',
        category: { category_name: '默认分类' },
        tagList: [],
      },
    })
    expect(add.status).toBe(200)
    const [link] = await preloads(`/article?id=${add.body.result.id}`)
    expect(link).toContain('href="/uploads/cover.jpg"')
    expect(link).toContain('imagesizes="(min-width: 960px) 900px, 100vw"')
  })

  it('serves a new build of the page at once, without a restart', async () => {
    expect(await (await fetch(`${s.url}/archives`)).text()).toContain('<title>小站</title>')
    writeFileSync(
      join(hostDir, 'index.html'),
      '<!doctype html><head><title>新版</title></head><div id="app"></div>',
    )
    expect(await (await fetch(`${s.url}/archives`)).text()).toContain('<title>新版</title>')
  })

  it('carries the page headers as data, the same rows the API answers, on every page', async () => {
    const inline = async (path: string) => {
      const html = await (await fetch(s.url + path)).text()
      const json = /<script type="application\/json" id="xz-page-headers">([^<]*)<\/script>/.exec(html)?.[1]
      return json === undefined ? undefined : JSON.parse(json)
    }
    const api = await s.api<unknown[]>('GET', '/api/pageHeader/getAll')
    expect(api.body.result.length).toBeGreaterThan(1)
    expect(await inline('/home')).toEqual(api.body.result)
    expect(await inline('/no-such-page')).toEqual(api.body.result)
    const home = await s.api<{ list: Article[] }>('GET', '/api/article/blogHomeGetArticleList/1/1')
    const first = home.body.result.list[0]
    expect(first).toBeDefined()
    expect(await inline(`/article?id=${first?.id}`)).toEqual(api.body.result)
    // an owner's change shows in the next page
    await s.api('PUT', '/api/desk/pageHeader', { token, body: { route_name: 'Home', bg_url: '/h2.png' } })
    expect(await inline('/home')).toEqual((await s.api('GET', '/api/pageHeader/getAll')).body.result)
  })

  it('carries the site’s settings as data, what GET /api/config answers, on every page and the article’s', async () => {
    const inline = async (path: string) => {
      const html = await (await fetch(s.url + path)).text()
      const json = /<script type="application\/json" id="xz-site-config">([^<]*)<\/script>/.exec(html)?.[1]
      return json === undefined ? undefined : JSON.parse(json)
    }
    await s.api('PUT', '/api/config/update', {
      token,
      body: { personal_say: '写下来</script><script>alert(1)</script>' },
    })
    const api = (await s.api<Record<string, unknown>>('GET', '/api/config')).body.result
    expect(api.personal_say).toContain('写下来')
    expect(await inline('/home')).toEqual(api)
    expect(await inline('/no-such-page')).toEqual(api)
    const home = await s.api<{ list: Article[] }>('GET', '/api/article/blogHomeGetArticleList/1/1')
    expect(await inline(`/article?id=${home.body.result.list[0]?.id}`)).toEqual(api)
    // a motto cannot close the data's script element
    expect(await (await fetch(`${s.url}/home`)).text()).not.toContain('</script><script>alert(1)')

    // kept from page to page, never past a change: a new motto and a counted view show at once
    await s.api('PUT', '/api/config/update', { token, body: { personal_say: '又改了一次' } })
    await s.api('PUT', '/api/config/addView')
    const changed = (await s.api<Record<string, unknown>>('GET', '/api/config')).body.result
    expect(changed.personal_say).toBe('又改了一次')
    expect(await inline('/home')).toEqual(changed)
  })

  it('never writes a stored address into the page unescaped', async () => {
    await s.api('PUT', '/api/desk/pageHeader', {
      token,
      body: { route_name: 'Tag', bg_url: '/a.jpg?"><script>alert(1)</script>' },
    })
    const html = await (await fetch(`${s.url}/tag`)).text()
    expect(html).not.toContain('<script>alert(1)')
    // the same address in the page headers' data cannot close its script element either
    expect(html).toContain('\\u003cscript>alert(1)\\u003c/script>')
  })
})
