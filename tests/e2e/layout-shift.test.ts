import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2E, startE2E } from './harness.ts'

// Content that jumps while it loads is what Lighthouse's CLS measures and what a visitor sees on a
// phone: the footer and the comments sliding a screen down once the article arrives. The page's
// main answer (the article, the home list) is held back here until the test lets it go, so the
// loading state is on screen for certain — on loopback the order would be left to chance.
let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(() => e2e?.close())

const MAIN_ANSWER = /\/api\/article\/(getArticleById|blogHomeGetArticleList)\//

/** Lighthouse's phone (412 × 823, touch, 1.75 device pixels, CPU slowed 4×), shifts recorded. */
async function phonePage(colorScheme: 'light' | 'dark') {
  const context = await e2e.browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    colorScheme,
    locale: 'zh-CN',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(MAIN_ANSWER, async (route) => {
    await released
    await route.continue()
  })
  await page.addInitScript(() => {
    const shifts: string[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        const moved = entry.sources.map((s) =>
          s.node instanceof Element ? s.node.className : s.node?.nodeName,
        )
        shifts.push(`${entry.value.toFixed(4)} ${moved.join(', ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return { context, page, release }
}

/** The shifts so far, summed as CLS sums them (one window: the page has had no input). */
async function layoutShift(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)
  return { total: shifts.reduce((sum, s) => sum + Number(s.split(' ')[0]), 0), shifts }
}

/** Where the footer starts, in pixels from the top of the screen. */
const footerTop = (page: Page) =>
  page
    .locator('footer.xz-footer, [role="contentinfo"]')
    .first()
    .evaluate((el) => el.getBoundingClientRect().top)

describe('nothing jumps while a page loads on a phone', () => {
  for (const path of ['/home', '/article?id=1']) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${path} (${scheme}): the footer waits below the screen, and the page shifts less than 0.05`, async () => {
        const { context, page, release } = await phonePage(scheme)
        const waiting = page.waitForRequest(MAIN_ANSWER)
        await page.goto(e2e.url + path)
        await waiting
        await page.locator('footer').first().waitFor()
        // still loading: nothing below the main content may be on screen yet
        expect(await footerTop(page)).toBeGreaterThanOrEqual(823)
        expect(await page.getByRole('region', { name: '评论' }).count()).toBe(0)
        release()
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(1500)
        const { total, shifts } = await layoutShift(page)
        expect(total, shifts.join('\n')).toBeLessThan(0.05)
        await context.close()
      }, 60_000)
    }
  }

  it('/home: the banner’s title and motto stand where they stay from the first paint', async () => {
    const { context, page, release } = await phonePage('light')
    release()
    // the settings (the motto under the title) held back: the banner must not wait for them
    let releaseConfig = () => {}
    const configHeld = new Promise<void>((resolve) => {
      releaseConfig = resolve
    })
    await page.route(/\/api\/config$/, async (route) => {
      await configHeld
      await route.continue()
    })
    await page.goto(`${e2e.url}/home`)
    await page.locator('.xz-banner__title').waitFor()
    await expect.poll(() => page.locator('.xz-banner__subtitle').count()).toBe(1)
    releaseConfig()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const { shifts } = await layoutShift(page)
    expect(shifts.filter((s) => s.includes('xz-banner')), shifts.join('\n')).toEqual([])
    await context.close()
  }, 60_000)

  it('the comments follow once the article is there', async () => {
    const { context, page, release } = await phonePage('light')
    release()
    await page.goto(`${e2e.url}/article?id=1`)
    await expect.poll(() => page.getByRole('region', { name: '评论' }).count()).toBeGreaterThan(0)
    await context.close()
  }, 60_000)
})
