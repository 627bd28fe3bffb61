import { afterEach, describe, expect, it, vi } from 'vitest'

// <xz-comment-count> and <xz-pageview> as a site owner uses them: plain tags in a page, one
// call for all of them.
afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0))
}

function answering(result: (body: { paths: string[]; view?: { path: string } }) => unknown) {
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body))
    return new Response(JSON.stringify({ code: 0, message: 'success', result: result(body) }))
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('counters on a post list', () => {
  it('twenty comment counts and a view counter make one request, and each shows its number', async () => {
    const fetch = answering(({ paths, view }) => {
      const out: Record<string, { comments: number; views: number }> = {}
      for (const p of paths) out[p] = { comments: Number(p.split('/')[2]), views: 0 }
      if (view) out[view.path] = { comments: 7, views: 12345 }
      return out
    })
    document.body.innerHTML = `
      <p>本页浏览 <xz-pageview api-base="https://api.example/"></xz-pageview></p>
      ${Array.from({ length: 20 }, (_, i) => `<xz-comment-count path="/posts/${i}/"></xz-comment-count>`).join('')}`
    await import('./element.ts')
    await import('../pageview/element.ts')
    await settle()

    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    // the api-base of one element serves every counter; text/plain needs no preflight
    expect(url).toBe('https://api.example/api/page/stats')
    expect(new Headers(init.headers).get('content-type')).toBe('text/plain;charset=UTF-8')
    const body = JSON.parse(String(init.body))
    expect(body.paths).toHaveLength(20)
    expect(body.view).toEqual({ path: location.pathname, title: document.title, url: location.href })

    const counts = [...document.querySelectorAll('xz-comment-count')].map((el) => el.textContent)
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => String(i)))
    expect(document.querySelector('xz-pageview')?.textContent).toBe('12,345')
    expect(document.querySelector('xz-pageview')?.getAttribute('aria-busy')).toBeNull()
  })

  it('a view counter of another page only reads that page', async () => {
    const fetch = answering(({ paths }) =>
      Object.fromEntries(paths.map((p) => [p, { comments: 0, views: 3 }])),
    )
    document.body.innerHTML = '<xz-pageview path="/somewhere/else/"></xz-pageview>'
    await import('../pageview/element.ts')
    await settle()
    const body = JSON.parse(String((fetch.mock.calls[0] as [string, RequestInit])[1].body))
    expect(body).toEqual({ paths: ['/somewhere/else/'] })
    expect(document.querySelector('xz-pageview')?.textContent).toBe('3')
  })

  it('a failed call shows a dash with the reason, not an empty gap or an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 403, message: '该站点未被允许访问此接口' }))),
    )
    document.body.innerHTML = '<xz-comment-count path="/a/"></xz-comment-count>'
    await import('./element.ts')
    await settle()
    const el = document.querySelector('xz-comment-count') as HTMLElement
    expect(el.textContent).toBe('-')
    expect(el.title).toBe('计数加载失败')
  })

  it('a new path asks again', async () => {
    const fetch = answering(({ paths }) =>
      Object.fromEntries(paths.map((p) => [p, { comments: p.length, views: 0 }])),
    )
    document.body.innerHTML = '<xz-comment-count path="/a/"></xz-comment-count>'
    await import('./element.ts')
    await settle()
    const el = document.querySelector('xz-comment-count') as HTMLElement & { path: string }
    expect(el.textContent).toBe('3')
    el.path = '/abcd/'
    await settle()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(el.textContent).toBe('6')
  })
})

describe('a comment section on the same page', () => {
  it('moves the comment count of its page when its total changes, and no other', async () => {
    answering(({ paths }) => Object.fromEntries(paths.map((p) => [p, { comments: 3, views: 0 }])))
    document.body.innerHTML = `
      <xz-comment-count id="own"></xz-comment-count>
      <xz-comment-count id="other" path="/posts/other/"></xz-comment-count>
      <xz-comments id="page"></xz-comments>
      <xz-comments id="article" type="1" for-id="9"></xz-comments>`
    await import('./element.ts')
    await settle()
    const text = (id: string) => document.getElementById(id)?.textContent
    expect([text('own'), text('other')]).toEqual(['3', '3'])
    const tell = (id: string, total: unknown) =>
      document
        .getElementById(id)
        ?.dispatchEvent(new CustomEvent('xz-comment-total', { detail: total, bubbles: true, composed: true }))
    tell('page', 4)
    expect([text('own'), text('other')]).toEqual(['4', '3'])
    // an article's thread is not this page's, and a detail that is no number changes nothing
    tell('article', 10)
    tell('page', 'many')
    expect([text('own'), text('other')]).toEqual(['4', '3'])
  })
})
