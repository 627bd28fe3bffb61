// The example app, built from the installed tarball by its own Vite, opened in Chromium against the
// real server (demo seed, throwaway data folder): the chat room shows the seeded history, the page
// throws nothing. Served by the server itself, so the app and the API share one origin.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultOptions, startServer } from '../../src/server/server.ts'
import { launchChromium } from '../support/browser.ts'

const SEEDED_CHAT_LINE = '晚安各位'

export async function smokeTest(app: string): Promise<boolean> {
  const out = join(app, 'dist')
  mkdirSync(out, { recursive: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'xz-package-data-'))
  const server = await startServer(
    defaultOptions({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      seed: true,
      staticMounts: [{ prefix: '/react-app', dir: out }],
      log: () => {},
    }),
  )
  const browser = await launchChromium()
  try {
    execFileSync(
      join(app, 'node_modules/.bin/vite'),
      ['build', '--base', '/react-app/', '--logLevel', 'warn'],
      {
        cwd: app,
        env: { ...process.env, VITE_XZ_API_BASE: server.url },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
    const page = await browser.newPage({ locale: 'zh-CN' })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(`${server.url}/react-app/index.html`)
    await page.getByRole('heading', { name: '我的 React 应用' }).waitFor({ timeout: 15_000 })
    await page
      .getByRole('log', { name: '聊天消息' })
      .getByText(SEEDED_CHAT_LINE)
      .first()
      .waitFor({ timeout: 15_000 })
    if (process.env.XZ_KEEP_PACKAGE_TEST)
      await page.screenshot({ path: join(app, 'smoke.png'), fullPage: true })
    if (errors.length > 0) {
      console.error(`the example app logged errors:\n  ${errors.join('\n  ')}`)
      return false
    }
    console.log(`Chromium: the example app renders the chat room's history from ${server.url}`)
    return true
  } catch (error) {
    console.error(`smoke test: ${error instanceof Error ? error.message : error}`)
    return false
  } finally {
    await browser.close()
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
