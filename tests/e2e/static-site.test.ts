import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveDir } from '../support/static-server.ts'
import { type E2E, startE2E } from './harness.ts'

// examples/static-site as a site owner publishes it: plain HTML on ANOTHER origin (two of them,
// two sites), our server elsewhere. The example names http://localhost:8080; each copy here
// names the test server instead.
const EXAMPLE = resolve(import.meta.dirname, '../../examples/static-site')

let e2e: E2E
const sites: { url: string; dir: string; close: () => Promise<void> }[] = []

/** Every .html file of the copy, pointed at the test server. */
function pointAt(dir: string, server: string): void {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name)
    if (statSync(file).isDirectory()) pointAt(file, server)
    else if (name.endsWith('.html'))
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll('http://localhost:8080', server))
  }
}

beforeAll(async () => {
  const dirs = [mkdtempSync(join(tmpdir(), 'xz-static-a-')), mkdtempSync(join(tmpdir(), 'xz-static-b-'))]
  for (const dir of dirs) {
    cpSync(EXAMPLE, dir, { recursive: true })
    const served = await serveDir(dir)
    sites.push({ ...served, dir })
  }
  // X-Forwarded-For tells visitors apart on one loopback address, as a proxy in front would
  e2e = await startE2E({ allowedOrigins: sites.map((s) => s.url), trustProxy: true })
  for (const site of sites) pointAt(site.dir, e2e.url)
}, 120_000)

afterAll(async () => {
  await e2e?.close()
  for (const site of sites) {
    await site.close()
    rmSync(site.dir, { recursive: true, force: true })
  }
})

/** A visitor from their own address (behind the trusted proxy), with their count calls recorded. */
async function visitor(address: string) {
  const v = await e2e.context()
  // as the proxy in front would add it: on the wire, so the page's own requests stay simple (a
  // header the page set would make even the loader's script need a preflight)
  await v.page.route(`${e2e.url}/api/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  )
  const statsCalls: string[] = []
  v.page.on('request', (req) => {
    if (req.url().endsWith('/api/page/stats') && req.method() === 'POST')
      statsCalls.push(req.postData() ?? '')
  })
  return { ...v, statsCalls }
}

/** Every counter's number, or null for one that has not shown a number yet (not defined, or waiting). */
const counted = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) => els.map((el) => (/^\d/.test(el.textContent ?? '') ? el.textContent : null)))

describe('counters on a static post list', () => {
  it('twenty counters on a page make one count request', async () => {
    const site = sites[0] as (typeof sites)[number]
    const many = Array.from({ length: 10 }, (_, i) => `/posts/p${i}/`)
    writeFileSync(
      join(site.dir, 'many.html'),
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>二十个计数器</title>
<script type="module" src="${e2e.url}/embed/xiaozhan.js"></script></head><body>
${many.map((p) => `<p>${p} <xz-comment-count api-base="${e2e.url}" path="${p}"></xz-comment-count> · <xz-pageview path="${p}"></xz-pageview></p>`).join('\n')}
</body></html>`,
    )
    const v = await visitor('10.20.0.1')
    await v.page.goto(`${site.url}/many.html`)
    await expect.poll(() => counted(v.page, 'xz-comment-count, xz-pageview')).not.toContain(null)
    expect(await v.page.locator('xz-comment-count, xz-pageview').count()).toBe(20)
    expect(v.statsCalls).toHaveLength(1)
    expect(JSON.parse(v.statsCalls[0] as string).paths).toHaveLength(10)
    expect(v.errors).toEqual([])
  })

  it('views count once per visitor, on the page and on the list alike', async () => {
    const site = sites[0] as (typeof sites)[number]
    const first = await visitor('10.21.0.1')
    await first.page.goto(`${site.url}/posts/hello/`)
    const own = first.page.locator('header xz-pageview')
    await expect.poll(() => own.textContent()).toBe('1')
    // a reload is the same visitor
    await first.page.reload()
    await expect.poll(() => own.textContent()).toBe('1')
    // and it stays 1 once every call of the page has settled
    await first.page.waitForLoadState('networkidle')
    expect(await own.textContent()).toBe('1')
    // `/posts/hello` (no slash) is the same page, and another visitor counts
    const second = await visitor('10.21.0.2')
    await second.page.goto(`${site.url}/posts/hello`)
    await expect.poll(() => second.page.locator('header xz-pageview').textContent()).toBe('2')
    // the list shows it without counting a view of the post
    await second.page.goto(`${site.url}/`)
    const listed = second.page.locator('.post-list xz-pageview[path="/posts/hello/"]')
    await expect.poll(() => listed.textContent()).toBe('2')
    // the same path on the other site is another page
    const other = await visitor('10.21.0.3')
    await other.page.goto(`${(sites[1] as (typeof sites)[number]).url}/`)
    await expect
      .poll(() => other.page.locator('.post-list xz-pageview[path="/posts/hello/"]').textContent())
      .toBe('0')
    for (const v of [first, second, other]) expect(v.errors).toEqual([])
  })
})

describe('reactions on a static post', () => {
  const reaction = (page: Page, label: string) =>
    page.locator('xz-reactions').getByRole('button', { name: new RegExp(`^${label} \\d+$`) })

  it('a reaction counts once per visitor and can be changed', async () => {
    const site = sites[0] as (typeof sites)[number]
    const v = await visitor('10.22.0.1')
    await v.page.goto(`${site.url}/posts/moving-in/`)
    await expect.poll(() => reaction(v.page, '赞').getAttribute('aria-label')).toBe('赞 0')
    await reaction(v.page, '赞').click()
    await expect.poll(() => reaction(v.page, '赞').getAttribute('aria-pressed')).toBe('true')
    expect(await reaction(v.page, '赞').getAttribute('aria-label')).toBe('赞 1')
    // after a reload: still one, still theirs
    await v.page.reload()
    await expect.poll(() => reaction(v.page, '赞').getAttribute('aria-pressed')).toBe('true')
    expect(await reaction(v.page, '赞').getAttribute('aria-label')).toBe('赞 1')
    // changed to 庆祝: the like moves
    await reaction(v.page, '庆祝').click()
    await expect.poll(() => reaction(v.page, '庆祝').getAttribute('aria-label')).toBe('庆祝 1')
    expect(await reaction(v.page, '赞').getAttribute('aria-label')).toBe('赞 0')
    // another visitor sees the count, with nothing chosen
    const w = await visitor('10.22.0.2')
    await w.page.goto(`${site.url}/posts/moving-in/index.html`)
    await expect.poll(() => reaction(w.page, '庆祝').getAttribute('aria-label')).toBe('庆祝 1')
    expect(await reaction(w.page, '庆祝').getAttribute('aria-pressed')).toBe('false')
    expect(v.errors).toEqual([])
    expect(w.errors).toEqual([])
  })
})
