import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { SCREENSHOTS } from './harness.ts'

// Steps the widget tests (widgets.test.ts) share: what a visitor does on the host site.

export interface Account {
  username: string
  password: string
}

/** A fresh ordinary user, registered through the API as the login dialog's register mode would. */
export async function registerUser(baseUrl: string, nick: string): Promise<Account> {
  // 5-16 characters; two runs in the same millisecond are not a concern here
  const account = { username: `u_${Date.now().toString(36)}`, password: 'Chat_2024x' }
  const res = await fetch(`${baseUrl}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ ...account, nick_name: nick }),
  })
  const body = (await res.json()) as { code: number; message?: string }
  if (!res.ok || body.code !== 0) throw new Error(`register failed: ${res.status} ${JSON.stringify(body)}`)
  return account
}

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: '登录或注册' })

/** Fills the (already open) login dialog and waits until the header shows the user's menu. */
export async function submitLogin(page: Page, account: Account, nick: string) {
  const dialog = loginDialog(page)
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true)
  await dialog.getByPlaceholder('用户账号').fill(account.username)
  await dialog.getByPlaceholder('密码', { exact: true }).fill(account.password)
  await dialog.locator('button[type=submit]').click()
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false)
  await expect
    .poll(() => page.getByRole('button', { name: `${nick}，打开用户菜单` }).isVisible(), { timeout: 10_000 })
    .toBe(true)
}

/** The header's "登录" button, then the dialog. */
export async function loginThroughHeader(page: Page, account: Account, nick: string) {
  const button = page.locator('.xz-header__login').getByRole('button', { name: '登录', exact: true })
  await expect.poll(() => button.isVisible(), { timeout: 10_000 }).toBe(true)
  await button.click()
  await submitLogin(page, account, nick)
}

/** A toast with this text (whichever widget's toaster renders it). */
export const toast = (page: Page, text: string) => page.locator('.xz-toast', { hasText: text })

/** Waits for a toast to show; toasts leave after 3 s, so this polls quickly. */
export async function expectToast(page: Page, text: string) {
  await expect.poll(() => toast(page, text).count(), { timeout: 10_000, interval: 100 }).toBeGreaterThan(0)
}

/**
 * The site's dark/light switch in the header (the choice is stored), with the browser's colour
 * scheme set to match. Waits until every widget on the page has taken the theme.
 */
export async function setSiteTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme })
  const button = page.locator('.xz-theme-switch')
  await expect.poll(() => button.isVisible(), { timeout: 10_000 }).toBe(true)
  if ((await button.getAttribute('data-theme-now')) !== theme) await button.click()
  await expect.poll(() => button.getAttribute('data-theme-now')).toBe(theme)
  await expect
    .poll(() =>
      page.evaluate(
        (t) => [...document.querySelectorAll('.xz-root')].every((el) => el.getAttribute('data-theme') === t),
        theme,
      ),
    )
    .toBe(true)
}

/** Closes the toasts still showing (they would cover what a screenshot is about). */
export async function closeToasts(page: Page) {
  const close = page.locator('.xz-toast').getByRole('button', { name: '关闭通知' })
  await expect
    .poll(async () => {
      const n = await close.count()
      if (n > 0)
        await close
          .first()
          .click({ timeout: 1_000 })
          .catch(() => {})
      return n
    })
    .toBe(0)
  // and the pointer leaves the header, so no menu item shows its hover look
  await page.mouse.move(1, (page.viewportSize()?.height ?? 900) / 2)
}

/** tests/__screenshots__/widget-<name>-<theme>.png, of the page or of one element. */
export async function widgetShot(target: Page | Locator, name: string, theme: 'light' | 'dark') {
  const path = join(SCREENSHOTS, `widget-${name}-${theme}.png`)
  // let transitions (drawer slide, theme fade, toast) settle; spinners run forever and do not count
  const page = 'page' in target ? target.page() : target
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      ),
    )
    .toBe(true)
  await target.screenshot({ path, animations: 'disabled' })
}

/** Every image inside has loaded (screenshots should not show half-loaded avatars or photos). */
export async function imagesLoaded(scope: Locator) {
  await expect
    .poll(
      () =>
        scope.evaluate((root) =>
          [...root.querySelectorAll('img')].every((img) => img.loading === 'lazy' || img.complete),
        ),
      { timeout: 10_000 },
    )
    .toBe(true)
}

/** Page errors, console errors and failed responses, minus the favicon and what a step provoked. */
export function unexpected(errors: string[], provoked: RegExp[] = []): string[] {
  return errors.filter((e) => !e.includes('favicon') && !provoked.some((re) => re.test(e)))
}
