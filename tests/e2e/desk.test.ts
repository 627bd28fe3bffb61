import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, DEMO, type E2E, startE2E } from './harness.ts'

// The owner's desk in the built site against the real server (demo seed): the administrator
// writes, publishes, edits and deletes; visitors see the result; others never get in.
let e2e: E2E

beforeAll(async () => {
  e2e = await startE2E()
}, 120_000)

afterAll(async () => {
  await e2e?.close()
})

const visible = (locator: Locator, timeout = 10_000) =>
  expect.poll(() => locator.first().isVisible(), { timeout }).toBe(true)

/** Logs in from the desktop header's "登录" button. */
async function login(page: Page, username: string, password: string) {
  await page.goto(`${e2e.url}/home`)
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '登录或注册' })
  await dialog.getByLabel('账号', { exact: true }).fill(username)
  await dialog.getByLabel('密码', { exact: true }).fill(password)
  await dialog.locator('button[type=submit]').click()
  await visible(page.getByRole('banner').getByRole('button', { name: /打开用户菜单/ }))
}

describe('who gets in', () => {
  it('shows a visitor and a normal user the 404 page at /desk', async () => {
    const { page } = await e2e.context()
    await page.goto(`${e2e.url}/desk`)
    await visible(page.getByRole('heading', { name: '页面走丢了' }))
    await login(page, DEMO.username, DEMO.password)
    expect(await page.getByRole('link', { name: '管理' }).count()).toBe(0)
    await page.goto(`${e2e.url}/desk/articles`)
    await visible(page.getByRole('heading', { name: '页面走丢了' }))
    expect(await page.title()).toBe('页面不存在 - 小站')
  })

  it('takes the administrator from the header to the desk and its articles', async () => {
    const { page, errors } = await e2e.context()
    await login(page, ADMIN.username, ADMIN.password)
    await page.getByRole('banner').getByRole('link', { name: '管理' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/desk/articles')
    const list = page.getByRole('list', { name: '文章列表' })
    await visible(list)
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(0)
    await expect.poll(() => page.title()).toBe('管理 - 小站')
    expect(errors).toEqual([])
  })
})
