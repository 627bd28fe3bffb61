// Renders every story of the static Storybook build once in Chromium and fails on any console
// error or uncaught exception. Run after `npm run build-storybook`.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchChromium } from '../support/browser.ts'
import { serveDir } from '../support/static-server.ts'

const dir = process.argv[2] ?? 'storybook-static'
if (!existsSync(join(dir, 'index.json'))) {
  console.error(`${dir}/index.json is missing: run npm run build-storybook first`)
  process.exit(1)
}
const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>
}
const stories = Object.values(index.entries).filter((e) => e.type === 'story')

const server = await serveDir(dir)
const browser = await launchChromium()
const failures: string[] = []
try {
  const page = await browser.newPage()
  let errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  for (const story of stories) {
    errors = []
    await page.goto(`${server.url}/iframe.html?id=${story.id}&viewMode=story`, { waitUntil: 'load' })
    // Storybook marks the body once the story (and its play function) finished or failed
    await page
      .waitForFunction(
        () =>
          document.body.classList.contains('sb-show-main') ||
          document.body.classList.contains('sb-show-errordisplay'),
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => errors.push('story did not render within 15 s'))
    await page.waitForTimeout(50)
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
      errors.push(
        (await page.textContent('#error-message').catch(() => null)) ?? 'story threw while rendering',
      )
    }
    if (errors.length) failures.push(`${story.title} / ${story.name}:\n    ${errors.join('\n    ')}`)
  }
} finally {
  await browser.close()
  await server.close()
}
console.log(`stories rendered: ${stories.length}, failed: ${failures.length}`)
if (failures.length) {
  console.error(failures.join('\n'))
  process.exit(1)
}
