import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveDir } from '../support/static-server.ts'
import { DEMO, type E2E, SCREENSHOTS, startE2E } from './harness.ts'

// Site owners' main use: a page on ANOTHER origin embeds the chat room with one script tag and
// api-base pointing at our server. Here the other origin is another loopback port.
let e2e: E2E
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
