import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { budgetKb, enforcedKb } from '../../scripts/size-budgets.ts'
import { ELEMENT_LOADERS } from '../../src/widgets/registry.ts'
import { serveDir } from '../support/static-server.ts'
import { DEMO, type E2E, SCREENSHOTS, startE2E } from './harness.ts'

// Site owners' main use: a page on ANOTHER origin embeds the chat room with one script tag and
// api-base pointing at our server. Here the other origin is another loopback port.
let e2e: E2E
/** every tag of the widget registry */
const ALL_WIDGETS = Object.keys(ELEMENT_LOADERS)
/** what a widget needs to show something on a foreign page (the others need no attribute) */
const ATTRS: Record<string, string> = {
  'xz-chat-room': ' open',
  'xz-notifications': ' trigger',
  'xz-comments': ' type="1" for-id="1"',
  'xz-article': ' article-id="1"',
}
let site: { url: string; close: () => Promise<void> }
let siteDir: string

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'xz-site-'))
  site = await serveDir(siteDir)
  e2e = await startE2E({ allowedOrigins: [site.url] })
  writeFileSync(
    join(siteDir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>别人的网站</title>
<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${e2e.url}; style-src 'self'">
</head><body><h1>别人的网站</h1>
<xz-login api-base="${e2e.url}"></xz-login>
<xz-chat-room api-base="${e2e.url}" open></xz-chat-room>
<script type="module" src="${e2e.url}/embed/xiaozhan.js"></script>
</body></html>`,
  )
  // the chat room alone, as a site owner adds it (the floating button): what does the browser fetch?
  writeFileSync(
    join(siteDir, 'chat.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>只有聊天室</title>
<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${e2e.url}; style-src 'self'">
</head><body><xz-chat-room api-base="${e2e.url}"></xz-chat-room>
<script type="module" src="${e2e.url}/embed/xiaozhan.js"></script>
</body></html>`,
  )
  // every widget on one page, for the visitor who comes back logged in
  writeFileSync(
    join(siteDir, 'all.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>所有组件</title>
<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${e2e.url}; style-src 'self'">
</head><body>${ALL_WIDGETS.map((tag) => `<${tag} api-base="${e2e.url}"${ATTRS[tag] ?? ''}></${tag}>`).join('\n')}
<script type="module" src="${e2e.url}/embed/xiaozhan.js"></script>
</body></html>`,
  )
}, 120_000)

afterAll(async () => {
  await e2e?.close()
  await site?.close()
  rmSync(siteDir, { recursive: true, force: true })
})

async function login(page: Page, username: string, password: string) {
  await page.locator('xz-login').getByRole('button', { name: '登录' }).first().click()
  const dialog = page.getByRole('dialog', { name: '登录或注册' })
  await dialog.getByPlaceholder('用户账号').fill(username)
  await dialog.getByPlaceholder('密码', { exact: true }).fill(password)
  await dialog.locator('button[type=submit]').click()
  await expect.poll(() => dialog.isVisible()).toBe(false)
}

const messages = (page: Page) => page.locator('xz-chat-room').getByRole('log', { name: '聊天消息' })

/** Every script and stylesheet fetched from our embed build, with its gzip -9 size. */
interface EmbedFetches {
  sizes: Map<string, number>
  /** waits for the bodies of the responses seen so far: each is read after its response arrives */
  settled(): Promise<void>
}

function recordEmbedFetches(page: Page): EmbedFetches {
  const sizes = new Map<string, number>()
  const reading = new Set<Promise<void>>()
  page.on('response', (response: Response) => {
    const url = response.url()
    if (!url.startsWith(`${e2e.url}/embed/`) || !/\.(js|css)$/.test(new URL(url).pathname)) return
    // a 304 on a reload carries no body: the browser answers from its cache
    if (response.status() >= 300 && response.status() < 400) return
    // a body still being read when the test closes its page is gone: only then does this reject
    const read = response.body().then(
      (body) => void sizes.set(url, gzipSync(body, { level: 9 }).length),
      () => {},
    )
    reading.add(read)
    void read.finally(() => reading.delete(read))
  })
  return {
    sizes,
    async settled() {
      while (reading.size) await Promise.all(reading)
    },
  }
}

describe("what a site owner's visitors download", () => {
  it('an anonymous first visit to the chat room fetches no cipher and stays within what is enforced', async () => {
    const { page, errors } = await e2e.context()
    const { sizes: fetched, settled } = recordEmbedFetches(page)
    await page.goto(`${site.url}/chat.html`)
    const button = page.locator('xz-chat-room').getByRole('button', { name: '打开聊天室' })
    await expect.poll(() => button.isVisible(), { timeout: 15_000 }).toBe(true)
    // the button's connection is up (the server greets it), so the badge counts what others write
    await page.waitForLoadState('networkidle')
    await settled()
    const sum = () => [...fetched.values()].reduce((a, b) => a + b, 0) / 1024
    const files = [...fetched.keys()].map((u) => new URL(u).pathname.replace(/^.*\/embed\//, ''))
    expect(files).toContain('xiaozhan.js')
    expect(files.some((f) => f.includes('cipher'))).toBe(false)
    const firstVisit = sum()
    const firstFiles = files.length

    // a visitor who opens it then fetches the panel's contents
    await button.click()
    await expect
      .poll(async () => (await messages(page).locator('.xz-chat-msg').count()) > 0, { timeout: 15_000 })
      .toBe(true)
    // the panel shows messages, so every module it imports has arrived; their bodies may still be
    // being read (the page's load state was reached before the click: waiting for it again returns at once)
    await settled()
    // the true figures, beside the issue's budget, whatever the assertion below decides
    console.log(
      `chat room, fetched cross-origin: ${firstVisit.toFixed(1)} KB gzip -9 in ${firstFiles} files on the first visit ` +
        `(budget ${budgetKb('chat-room')} KB); ${sum().toFixed(1)} KB in ${fetched.size} files once opened`,
    )
    expect(firstVisit).toBeLessThanOrEqual(enforcedKb('chat-room'))
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([])
  })

  it('a logged-in visitor comes back logged in, in every widget, with no anonymous flash', async () => {
    const { page, errors } = await e2e.context()
    await page.goto(site.url)
    await login(page, DEMO.username, DEMO.password)
    await expect
      .poll(() =>
        page
          .locator('xz-login')
          .getByRole('button', { name: /打开用户菜单/ })
          .isVisible(),
      )
      .toBe(true)

    // From the first frame on, note every widget that shows its anonymous face: the widgets' own
    // login prompts (an article's text may well say 登录后 itself), or a bare 登录 button.
    await page.addInitScript(
      ({ tags, prompts }: { tags: string[]; prompts: string[] }) => {
        const seen = new Set<string>()
        ;(window as unknown as { anonymousSeen: Set<string> }).anonymousSeen = seen
        const look = () => {
          for (const tag of tags) {
            const root = document.querySelector(tag)?.shadowRoot
            if (!root) continue
            const text = root.textContent ?? ''
            if (prompts.some((prompt) => text.includes(prompt))) seen.add(tag)
            for (const button of root.querySelectorAll('button'))
              if (button.textContent?.trim() === '登录') seen.add(tag)
          }
          requestAnimationFrame(look)
        }
        requestAnimationFrame(look)
      },
      {
        tags: ALL_WIDGETS,
        prompts: ['登录后发言', '登录后即可发表评论', '登录后参与评论', '登录后查看你的消息'],
      },
    )
    const { sizes: fetched } = recordEmbedFetches(page)
    await page.goto(`${site.url}/all.html`)

    await expect
      .poll(
        () =>
          page
            .locator('xz-login')
            .getByRole('button', { name: /打开用户菜单/ })
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true)
    const chatInput = page.locator('xz-chat-room').getByRole('textbox', { name: '输入消息' })
    await expect.poll(() => chatInput.isEditable(), { timeout: 15_000 }).toBe(true)
    const commentBox = page.locator('xz-comments').getByRole('textbox').first()
    await expect.poll(() => commentBox.isVisible(), { timeout: 15_000 }).toBe(true)
    // every widget has rendered something of its own (the counters, plain text elements, their number)
    for (const tag of ALL_WIDGETS) {
      await expect
        .poll(
          () =>
            page.evaluate((t) => {
              const el = document.querySelector(t)
              if (t === 'xz-comment-count' || t === 'xz-pageview') return Boolean(el?.textContent)
              return (el?.shadowRoot?.childElementCount ?? 0) > 0
            }, tag),
          {
            timeout: 15_000,
          },
        )
        .toBe(true)
    }
    await page.waitForLoadState('networkidle')
    const seen = await page.evaluate(() => [
      ...(window as unknown as { anonymousSeen: Set<string> }).anonymousSeen,
    ])
    expect(seen).toEqual([])
    // the stored session is encrypted: this visit, unlike an anonymous one, needed the cipher
    expect([...fetched.keys()].some((u) => u.includes('cipher'))).toBe(true)
    // Console errors are checked by the chat-room tests above and the widget e2e; this one is about
    // the session (seed images of the talk widget, outside this issue, may 404 here).
    void errors
  })
})

describe('the chat room embedded on another origin', () => {
  it('shows history, logs in, posts, and another visitor sees it; a recall removes it on both', async () => {
    const a = await e2e.context()
    const b = await e2e.context()

    await a.page.goto(site.url)
    await b.page.goto(`${e2e.url}/examples/embed-chat.html`)

    // history from the seed shows for an anonymous visitor
    await expect
      .poll(async () => (await messages(a.page).locator('.xz-chat-msg').count()) > 0, { timeout: 15_000 })
      .toBe(true)

    await login(a.page, DEMO.username, DEMO.password)
    const input = a.page.locator('xz-chat-room').getByRole('textbox', { name: '输入消息' })
    await expect.poll(() => input.isEditable()).toBe(true)
    const text = `来自别的网站的问候 ${Date.now()}`
    await input.fill(text)
    await input.press('Enter')

    await expect.poll(() => messages(a.page).getByText(text).count(), { timeout: 10_000 }).toBe(1)
    // the visitor on our own example page (opened the panel by the floating button)
    await b.page.locator('xz-chat-room').getByRole('button', { name: '打开聊天室' }).click()
    await expect.poll(() => messages(b.page).getByText(text).count(), { timeout: 10_000 }).toBe(1)
    await a.page.screenshot({ path: join(SCREENSHOTS, 'embed-cross-origin.png') })

    const own = messages(a.page).locator('.xz-chat-msg', { hasText: text })
    await own.hover()
    await own.getByRole('button', { name: '撤回' }).click()
    await expect.poll(() => messages(a.page).getByText(text).count(), { timeout: 10_000 }).toBe(0)
    await expect.poll(() => messages(b.page).getByText(text).count(), { timeout: 10_000 }).toBe(0)

    expect(a.errors.filter((e) => !e.includes('favicon'))).toEqual([])
    expect(b.errors.filter((e) => !e.includes('favicon'))).toEqual([])
  })

  it('refuses an origin that is not listed', async () => {
    const res = await fetch(`${e2e.url}/api/chat/getChatList`, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:1', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(res.status).toBe(403)
  })
})
