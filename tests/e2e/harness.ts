import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { ServerOptions } from '../../src/server/context.ts'
import { defaultOptions, type RunningServer, startServer } from '../../src/server/server.ts'
import { launchChromium } from '../support/browser.ts'

export const ADMIN = { username: 'admin', password: 'Admin_e2e_1' }
export const DEMO = { username: 'demo_user', password: 'Demo_2024' }

export interface E2E {
  server: RunningServer
  url: string
  browser: Browser
  /** a fresh browser context (its own storage: another visitor) with console errors collected */
  context(opts?: {
    viewport?: { width: number; height: number }
    colorScheme?: 'light' | 'dark'
  }): Promise<{
    context: BrowserContext
    page: Page
    errors: string[]
  }>
  close(): Promise<void>
}

const root = resolve(import.meta.dirname, '../..')

/**
 * The real server as `npm start` runs it (built host and embed bundles, demo seed) on a free
 * loopback port with a throwaway data folder, and Debian's Chromium.
 */
export async function startE2E(overrides: Partial<ServerOptions> = {}): Promise<E2E> {
  for (const built of ['dist/host/index.html', 'dist/embed/xiaozhan.js']) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run npm run build first`)
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'xz-e2e-'))
  const server = await startServer(
    defaultOptions({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      adminPassword: ADMIN.password,
      seed: true,
      rateLimitScale: 100,
      hostDir: join(root, 'dist/host'),
      publicDirs: [join(root, 'public')],
      staticMounts: [
        { prefix: '/embed', dir: join(root, 'dist/embed') },
        { prefix: '/examples', dir: join(root, 'examples') },
      ],
      log: () => {},
      ...overrides,
    }),
  )
  const browser = await launchChromium()
  const contexts: BrowserContext[] = []
  return {
    server,
    url: server.url,
    browser,
    async context(opts = {}) {
      const context = await browser.newContext({
        viewport: opts.viewport ?? { width: 1440, height: 900 },
        colorScheme: opts.colorScheme ?? 'light',
        locale: 'zh-CN',
      })
      contexts.push(context)
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`))
      page.on('console', (msg) => {
        // failed loads are reported below with their URL instead
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
          errors.push(`console: ${msg.text()}`)
        }
      })
      page.on('response', (res) => {
        if (res.status() >= 400 && !res.url().endsWith('/favicon.ico')) {
          errors.push(`http ${res.status()} ${res.request().method()} ${res.url()}`)
        }
      })
      return { context, page, errors }
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {})
      await browser.close()
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Where screenshots the tests take are kept for people to look at. */
export const SCREENSHOTS = join(root, 'tests/__screenshots__')
