import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, type E2E, startE2E } from './harness.ts'
import { type Account, expectToast, loginThroughHeader, registerUser, unexpected } from './widget-steps.ts'

// The desk's moderation against the real server (demo seed): what the admin approves or removes
// there is what visitors and the applicant see, and an ordinary user never gets in.
let e2e: E2E

beforeAll(async () => {
  e2e = await startE2E()
}, 120_000)

afterAll(async () => {
  await e2e?.close()
})

const ADMIN_NICK = '站长'

const visible = (locator: Locator, timeout = 15_000) =>
  expect.poll(() => locator.first().isVisible(), { timeout }).toBe(true)

/** The admin, logged in from the header, on a desk page. */
async function adminAt(path: string): Promise<{ page: Page; errors: string[] }> {
  const admin = await e2e.context()
  await admin.page.goto(`${e2e.url}/home`)
  await loginThroughHeader(admin.page, ADMIN, ADMIN_NICK)
  await admin.page.goto(`${e2e.url}${path}`)
  return admin
}

/** The article's "N 条评论" heading once the comments have loaded, else null. */
async function commentCount(page: Page): Promise<number | null> {
  const heading = page.getByText(/^\d+ 条评论$/)
  if ((await heading.count()) === 0) return null
  return Number(/^(\d+)/.exec((await heading.first().textContent()) ?? '')?.[1])
}

/** A fresh ordinary user, logged in from the header of `path`. */
async function userAt(
  path: string,
  nick: string,
): Promise<{ page: Page; errors: string[]; account: Account }> {
  const account = await registerUser(e2e.url, nick)
  const user = await e2e.context()
  await user.page.goto(`${e2e.url}${path}`)
  await loginThroughHeader(user.page, account, nick)
  return { ...user, account }
}

describe('friend links from application to the list', () => {
  it('a visitor applies, the admin approves in the desk, it shows on /link/list and the applicant is told', async () => {
    const stamp = Date.now().toString(36)
    const site = `测试小屋${stamp}`
    const nick = `申请人${stamp.slice(-4)}`
    const applicant = await userAt('/link/list', nick)
    const page = applicant.page

    await page.getByRole('button', { name: '申请友链' }).click()
    const dialog = page.getByRole('dialog', { name: '申请友链' })
    await visible(dialog)
    await dialog.getByLabel('网站名称').fill(site)
    await dialog.getByLabel('网站描述').fill('一个用来测试友链审核的小站')
    await dialog.getByLabel('网站地址').fill(`https://${stamp}.example.com`)
    await dialog.getByRole('button', { name: '提交申请' }).click()
    await expectToast(page, '申请已提交，等待站长审核')

    // not on the public list before the admin says so
    const visitor = (await e2e.context()).page
    await visitor.goto(`${e2e.url}/link/list`)
    await visible(visitor.getByRole('link', { name: /阮一峰的网络日志/ }))
    expect(await visitor.getByRole('link', { name: new RegExp(site) }).count()).toBe(0)

    const admin = await adminAt('/desk/moderation/links')
    const pending = admin.page.getByRole('list', { name: '友链列表' })
    await visible(pending.getByText(site))
    await admin.page.getByRole('button', { name: `通过 ${site}` }).click()
    await expectToast(admin.page, '已通过，已通知申请人')
    await expect.poll(() => pending.getByText(site).count()).toBe(0)

    await visitor.reload()
    await visible(visitor.getByRole('link', { name: new RegExp(site) }))

    // the applicant's bell: the notice names the link and says it passed
    await page.reload()
    const bell = page.getByRole('banner').getByRole('button', { name: '我的消息' })
    await visible(bell)
    await bell.click()
    const notices = page.getByRole('dialog', { name: '我的消息' }).getByRole('list', { name: '消息列表' })
    await visible(notices.getByRole('listitem').filter({ hasText: site }).filter({ hasText: '已通过审核' }))

    expect(unexpected(applicant.errors)).toEqual([])
    expect(unexpected(admin.errors)).toEqual([])
  }, 120_000)
})

describe('a comment removed in the desk', () => {
  it('is gone for every visitor', async () => {
    const stamp = Date.now().toString(36)
    const nick = `评论者${stamp.slice(-4)}`
    const text = `这是一条待删除的评论 ${stamp}`
    const writer = await userAt('/article?id=1', nick)
    await writer.page.getByRole('textbox', { name: '评论内容' }).first().fill(text)
    await writer.page.getByRole('button', { name: '发表评论' }).first().click()
    await expectToast(writer.page, '评论成功')

    const visitor = (await e2e.context()).page
    await visitor.goto(`${e2e.url}/article?id=1`)
    const theComment = visitor.getByRole('article', { name: `${nick}的评论` }).filter({ hasText: text })
    await visible(theComment)
    const before = (await commentCount(visitor)) ?? Number.NaN

    // newest first: it heads the desk's comment list
    const admin = await adminAt('/desk/moderation')
    const list = admin.page.getByRole('list', { name: '评论列表' })
    await visible(list.getByText(text))
    await admin.page.getByRole('button', { name: `删除 ${nick} 的评论` }).click()
    await admin.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expectToast(admin.page, '删除成功')
    await expect.poll(() => list.getByText(text).count()).toBe(0)

    // the count is read after the list arrived, so "gone" is not just "not loaded yet"
    for (const page of [visitor, writer.page]) {
      await page.reload()
      await expect.poll(() => commentCount(page), { timeout: 15_000 }).toBe(before - 1)
      expect(await page.getByText(text).count()).toBe(0)
    }
    expect(unexpected(admin.errors)).toEqual([])
  }, 120_000)
})

describe('an ordinary user at the desk', () => {
  it('gets the 404 page at /desk and 403 from a desk call', async () => {
    const user = await userAt('/home', `普通用户${Date.now().toString(36).slice(-4)}`)
    await user.page.goto(`${e2e.url}/desk`)
    await visible(user.page.getByRole('heading', { name: '页面走丢了' }))
    await user.page.goto(`${e2e.url}/desk/moderation/links`)
    await visible(user.page.getByRole('heading', { name: '页面走丢了' }))
    expect(await user.page.getByRole('list', { name: '友链列表' }).count()).toBe(0)

    const login = await fetch(`${e2e.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(user.account),
    })
    const { result } = (await login.json()) as { result: { token: string } }
    const refused = await fetch(`${e2e.url}/api/desk/overview`, {
      headers: { authorization: `Bearer ${result.token}`, 'x-requested-with': 'XMLHttpRequest' },
    })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 403, message: '权限不足' })
  }, 60_000)
})
