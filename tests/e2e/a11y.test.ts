import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { type E2E, startE2E } from './harness.ts'

// The host's two busiest pages pass axe (the rules Storybook's render test uses, tap targets
// included) in both themes, on a desktop and a phone: contrast, 24 px targets, links that
// stand out inside text, named buttons.
let e2e: E2E

beforeAll(async () => {
  e2e = await startE2E()
}, 120_000)

afterAll(async () => {
  await e2e?.close()
})

const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
}

const PAGES = [
  { path: '/home', ready: (p: Page) => p.getByRole('main').getByRole('article').first() },
  {
    path: '/article?id=1',
    ready: (p: Page) => p.locator('.xz-article-body').first(),
  },
]

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)

/** The theme a visitor chooses with the header's switch (stored, so it survives navigation). */
async function chooseTheme(page: Page, want: 'light' | 'dark') {
  const other = want === 'dark' ? '浅色' : '深色'
  const wanted = want === 'dark' ? '深色' : '浅色'
  if ((await theme(page)) === want) {
    await page
      .getByRole('button', { name: `切换到${other}模式` })
      .first()
      .click()
    await expect.poll(() => theme(page)).not.toBe(want)
  }
  await page
    .getByRole('button', { name: `切换到${wanted}模式` })
    .first()
    .click()
  await expect.poll(() => theme(page)).toBe(want)
}

describe('accessibility of the host pages (axe: no serious or critical violation)', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const want of ['light', 'dark'] as const) {
      it(`${device}, ${want}`, async () => {
        const { page } = await e2e.context({ viewport, colorScheme: want })
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto(`${e2e.url}/home`)
        await chooseTheme(page, want)
        for (const { path, ready } of PAGES) {
          await page.goto(`${e2e.url}${path}`)
          await expect.poll(() => ready(page).isVisible(), { timeout: 15_000 }).toBe(true)
          await page.waitForTimeout(300)
          expect(await axeViolations(page), `${path} (${device}, ${want})`).toEqual([])
        }
      }, 90_000)
    }
  }
})
