import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveDir } from '../support/static-server.ts'
import { ADMIN, type E2E, startE2E } from './harness.ts'

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

describe('comments on a static post', () => {
  const GUEST_MAIL = 'qing.guest@mail.example'
  const section = (page: Page) => page.locator('xz-comments')
  const threadTexts = (page: Page) =>
    section(page).locator('.xz-comments-thread .xz-comments-md-body').allTextContents()

  /** Every API answer the visitor's browser received, as text, to look for what must not be there. */
  function recordAnswers(page: Page): string[] {
    const bodies: string[] = []
    page.on('response', (res) => {
      if (res.url().startsWith(`${e2e.url}/api/`))
        void res.text().then(
          (text) => bodies.push(text),
          () => {},
        )
    })
    return bodies
  }

  it('a guest comments with a nickname, sees it after a reload, and other addresses of the page show it', async () => {
    const [one, two] = sites as [(typeof sites)[number], (typeof sites)[number]]
    const guest = await visitor('10.23.0.1')
    const seen = recordAnswers(guest.page)
    await guest.page.goto(`${one.url}/posts/hello/`)
    await expect.poll(() => section(guest.page).getByText('还没有评论，来抢沙发吧～').count()).toBe(1)
    // the stand-in becomes the composer with its labelled fields on first click
    await section(guest.page).getByRole('button', { name: '说点什么吧～' }).click()
    await section(guest.page).getByLabel('昵称').fill('阿青的读者')
    await section(guest.page).getByLabel('邮箱').fill(GUEST_MAIL)
    await section(guest.page).getByLabel('评论内容').fill('写得真好，**支持**静态博客！')
    await section(guest.page).getByRole('button', { name: '发表评论' }).click()
    await expect.poll(() => threadTexts(guest.page)).toEqual(['写得真好，支持静态博客！'])
    // Markdown rendered by the server; the guest's name shows, and their own comment can be deleted
    expect(await section(guest.page).locator('.xz-comments-md-body strong').textContent()).toBe('支持')
    await guest.page.reload()
    await expect.poll(() => threadTexts(guest.page)).toEqual(['写得真好，支持静态博客！'])
    const item = section(guest.page).locator('.xz-comments-thread').first()
    expect(await item.locator('.xz-comments-nick').textContent()).toBe('阿青的读者')
    expect(await item.getByRole('button', { name: '删除' }).count()).toBe(1)
    // the composer remembers the guest
    await section(guest.page).getByRole('button', { name: '说点什么吧～' }).click()
    await expect.poll(() => section(guest.page).getByLabel('昵称').inputValue()).toBe('阿青的读者')

    // another visitor, at /posts/hello and /posts/hello/index.html: the same thread, nothing to delete
    const reader = await visitor('10.23.0.2')
    const readerSeen = recordAnswers(reader.page)
    for (const address of [`${one.url}/posts/hello`, `${one.url}/posts/hello/index.html`]) {
      await reader.page.goto(address)
      await expect.poll(() => threadTexts(reader.page)).toEqual(['写得真好，支持静态博客！'])
      expect(await section(reader.page).getByRole('button', { name: '删除' }).count()).toBe(0)
    }
    // the post list counts it, and the newest comments name it with its page
    await reader.page.goto(`${one.url}/`)
    await expect
      .poll(() => reader.page.locator('.post-list xz-comment-count[path="/posts/hello/"]').textContent())
      .toBe('1')
    const recent = reader.page.locator('xz-recent-comments')
    await expect.poll(() => recent.getByText('写得真好').count()).toBe(1)

    // the same path on the other site is another thread
    const elsewhere = await visitor('10.23.0.3')
    await elsewhere.page.goto(`${two.url}/posts/hello/`)
    await expect.poll(() => section(elsewhere.page).getByText('还没有评论，来抢沙发吧～').count()).toBe(1)

    // the guest's e-mail is in no answer anyone received, not even the guest's own
    await reader.page.waitForLoadState('networkidle')
    const answers = [...seen, ...readerSeen]
    expect(answers.length).toBeGreaterThan(5)
    for (const text of answers) expect(text).not.toContain(GUEST_MAIL)
    for (const v of [guest, reader, elsewhere]) expect(v.errors).toEqual([])
  })

  it('the owner moves a thread to a new path in the desk, and the page at the new path shows it', async () => {
    const [one] = sites as [(typeof sites)[number]]
    // the post moves: the same file at a new address
    cpSync(join(one.dir, 'posts/moving-in'), join(one.dir, 'posts/moved-in'), { recursive: true })
    const guest = await visitor('10.24.0.1')
    await guest.page.goto(`${one.url}/posts/moving-in/`)
    await section(guest.page).getByRole('button', { name: '说点什么吧～' }).click()
    await section(guest.page).getByLabel('昵称').fill('老读者')
    await section(guest.page).getByLabel('评论内容').fill('旧链接下的评论')
    await section(guest.page).getByRole('button', { name: '发表评论' }).click()
    await expect.poll(() => threadTexts(guest.page)).toEqual(['旧链接下的评论'])

    const owner = await e2e.context()
    await owner.page.goto(`${e2e.url}/home`)
    await owner.page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click()
    const dialog = owner.page.getByRole('dialog', { name: '登录或注册' })
    await dialog.getByLabel('账号', { exact: true }).fill(ADMIN.username)
    await dialog.getByLabel('密码', { exact: true }).fill(ADMIN.password)
    await dialog.locator('button[type=submit]').click()
    await expect
      .poll(() => owner.page.getByRole('banner').getByRole('button', { name: /打开用户菜单/ }).count())
      .toBe(1)
    await owner.page.goto(`${e2e.url}/desk/pages`)
    const move = owner.page.getByRole('button', { name: /^移动「把旧评论一起搬过来/ }).first()
    await expect.poll(() => move.count()).toBe(1)
    await move.click()
    const moving = owner.page.getByRole('dialog', { name: '移动页面' })
    await moving.getByLabel('新路径').fill('/posts/moved-in/')
    await moving.getByRole('button', { name: '移动' }).click()
    await expect.poll(() => owner.page.getByText('已移动').count()).toBeGreaterThan(0)

    const reader = await visitor('10.24.0.2')
    await reader.page.goto(`${one.url}/posts/moved-in/`)
    await expect.poll(() => threadTexts(reader.page)).toEqual(['旧链接下的评论'])
    for (const v of [guest, owner, reader]) expect(v.errors).toEqual([])
  })
})
