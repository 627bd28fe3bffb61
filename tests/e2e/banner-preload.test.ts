import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BANNER_OF_PATH } from '../../src/core/contract/index.ts'
import { type E2E, startE2E } from './harness.ts'

// The server names each page's banner in <head> from BANNER_OF_PATH, before the page's code has
// run; the page then picks its banner itself. The two must agree, or the phone downloads a picture
// it never shows and still waits for the real one.
let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(() => e2e?.close())

/** Pages that need a query to show anything but an empty state still show their banner. */
const QUERY: Record<string, string> = { '/photos': '?id=1', '/message/detail': '?id=1' }

describe('banner preloads', () => {
  it('name the banner every page really shows', async () => {
    const { page, errors } = await e2e.context()
    for (const [path, route] of Object.entries(BANNER_OF_PATH)) {
      await page.goto(`${e2e.url}${path}${QUERY[path] ?? ''}`)
      const banner = page.locator('header.xz-banner').first()
      await expect.poll(() => banner.getAttribute('data-route'), { timeout: 10_000 }).toBe(route)
    }
    expect(errors).toEqual([])
  })

  it('fetch the home banner and the home code once, from <head>, and the page uses that very file', async () => {
    const { page } = await e2e.context({ viewport: { width: 412, height: 823 } })
    const warnings: string[] = []
    page.on('console', (msg) => {
      if (/preload/i.test(msg.text())) warnings.push(msg.text())
    })
    const banners: string[] = []
    const assets: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/seed/headers/')) banners.push(req.url())
      if (req.url().includes('/assets/')) assets.push(new URL(req.url()).pathname)
    })
    const html = await (await page.goto(`${e2e.url}/home`))?.text()
    expect(html).toMatch(/<link rel="preload" as="image" href="\/seed\/headers\/[^"]+"/)
    // the home page's own code is named in <head> too, and fetched once: by that link, not again
    const homeChunk = /<link rel="modulepreload" crossorigin href="(\/assets\/Home-[^"]+\.js)">/.exec(
      html ?? '',
    )?.[1]
    expect(homeChunk).toBeDefined()
    const img = page.locator('img.xz-banner__img')
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true)
    const shown = await img.evaluate((el: HTMLImageElement) => el.currentSrc)
    // the widest display size (WebP, a quarter of the JPEG), not the original
    expect(shown).toMatch(/-1600w\.webp$/)
    expect(banners).toEqual([shown])
    await page.waitForTimeout(3500) // Chromium warns about an unused preload after 3 s
    expect(warnings).toEqual([])
    expect(assets.filter((a) => a === homeChunk)).toHaveLength(1)
    expect(new Set(assets).size).toBe(assets.length)
  })

  // the chat page shows the room's panel at once: its contents' chunk is named in <head> too
  it('name the chat panel on the chat page, fetched once and used', async () => {
    const { page, errors } = await e2e.context()
    const assets: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/assets/')) assets.push(new URL(req.url()).pathname)
    })
    const html = await (await page.goto(`${e2e.url}/message/chat`))?.text()
    const panelChunk = /<link rel="modulepreload" crossorigin href="(\/assets\/ChatPanel-[^"]+\.js)">/.exec(
      html ?? '',
    )?.[1]
    expect(panelChunk).toBeDefined()
    await expect
      .poll(() => page.getByRole('textbox', { name: '输入消息' }).isVisible(), { timeout: 10_000 })
      .toBe(true)
    expect(assets.filter((a) => a === panelChunk)).toHaveLength(1)
    expect(errors).toEqual([])
  })
})
