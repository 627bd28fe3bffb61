// Renders every story of the static Storybook build in Chromium, in the light and the dark theme,
// and fails on a console error, an uncaught exception, a story that does not finish, or a serious
// or critical axe violation — printing the story id, the rule and the elements. Run after
// `npm run build-storybook`.
//
// One page for all stories: Storybook switches stories itself (as its sidebar does, no reloads)
// and its a11y addon runs axe after each render with the shared rules (.storybook/a11y.ts); the
// driver (preview-driver.js) waits for Storybook's own "finished" event and reads that report.
// Each story is rendered once and its play function run once; the theme then flips and the same
// state is checked again, so the next story starts in the theme the previous one ended in.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AxeResults } from 'axe-core'
import type { Page, Request } from 'playwright-core'
import { BLOCKING_IMPACTS } from '../../.storybook/a11y.ts'
import { describeViolations } from '../support/axe.ts'
import { launchChromium } from '../support/browser.ts'
import { serveDir } from '../support/static-server.ts'

type Theme = 'light' | 'dark'
interface Step {
  storyId: string
  theme: Theme
  /** 'story': select the story (its first render); 'theme': re-render the current one in `theme` */
  switching: 'story' | 'theme'
}
interface Outcome {
  status: 'finished' | 'failed' | 'timeout' | 'crashed'
  errors: string[]
  violations: AxeResults['violations']
  themeFixed: boolean
  themeShown: string | null
}

const STORY_TIMEOUT_MS = 15_000
const DRIVER = join(import.meta.dirname, 'preview-driver.js')

const dir = process.argv[2] ?? 'storybook-static'
if (!existsSync(join(dir, 'index.json'))) {
  console.error(`${dir}/index.json is missing: run npm run build-storybook first`)
  process.exit(1)
}
const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>
}
// an optional second argument checks only the stories whose id contains it (e.g. `ui-dialog`)
const only = process.argv[3] ?? ''
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && e.id.includes(only))

const started = Date.now()
const server = await serveDir(dir)
const browser = await launchChromium()
const failures: string[] = []
let renders = 0
const timings: [number, string][] = []

/** A preview with no story selected and the toolbar's default (light) theme. */
async function openPreview(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  await exposeNetworkIdle(page)
  await page.goto(`${server.url}/iframe.html`, { waitUntil: 'load' })
  await page.addScriptTag({ path: DRIVER })
  await page.waitForFunction(() => {
    const preview = (window as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
      .__STORYBOOK_PREVIEW__
    return preview?.storyStoreValue !== undefined
  })
  return { page, errors }
}

/** What .storybook/settle.ts waits on: no request of the page's own still loading. */
async function exposeNetworkIdle(page: Page): Promise<void> {
  const loading = new Set<Request>()
  let waiting: (() => void)[] = []
  const done = (request: Request) => {
    loading.delete(request)
    if (loading.size > 0) return
    for (const resolve of waiting) resolve()
    waiting = []
  }
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) loading.add(request)
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  await page.exposeFunction('__xzNetworkIdle', () =>
    loading.size === 0 ? undefined : new Promise<void>((resolve) => waiting.push(resolve)),
  )
}

function render(page: Page, step: Step): Promise<Outcome> {
  const args = { ...step, timeoutMs: STORY_TIMEOUT_MS, blocking: BLOCKING_IMPACTS }
  return page.evaluate(
    (a) => (window as unknown as { __xzRender: (a: unknown) => Promise<Outcome> }).__xzRender(a),
    args,
  )
}

const flip = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light')

try {
  let preview = await openPreview()
  let theme: Theme = 'light'
  for (const story of stories) {
    const steps: Step[] = [
      { storyId: story.id, theme, switching: 'story' },
      { storyId: story.id, theme: flip(theme), switching: 'theme' },
    ]
    for (const step of steps) {
      preview.errors.length = 0
      const t0 = Date.now()
      const outcome = await render(preview.page, step)
      timings.push([Date.now() - t0, `${story.id} [${step.switching}]`])
      renders++
      theme = step.theme
      const problems = [...preview.errors, ...outcome.errors, ...describeViolations(outcome.violations)]
      if (outcome.status === 'finished' && !outcome.themeFixed && outcome.themeShown !== step.theme) {
        problems.push(`the page shows the ${outcome.themeShown} theme, not ${step.theme}`)
      }
      if (problems.length) {
        const shown = outcome.themeFixed ? (outcome.themeShown ?? step.theme) : step.theme
        failures.push(
          `${story.title} / ${story.name} [${shown}] (${story.id}):\n    ${problems.join('\n    ')}`,
        )
      }
      if (outcome.status === 'timeout' || outcome.status === 'crashed') {
        // a story that never finished may leave the preview stuck: go on in a clean one
        await preview.page.close()
        preview = await openPreview()
        theme = 'light'
      }
      if (outcome.status !== 'finished' || outcome.themeFixed) break
    }
  }
} finally {
  await browser.close()
  await server.close()
}

const seconds = ((Date.now() - started) / 1000).toFixed(0)
console.log(
  `stories: ${stories.length}, renders checked with axe: ${renders}, failed: ${failures.length} (${seconds} s)`,
)
const slowest = timings.sort((a, b) => b[0] - a[0]).slice(0, 5)
console.log(`slowest: ${slowest.map(([ms, what]) => `${what} ${ms} ms`).join(', ')}`)
if (failures.length) {
  console.error(failures.join('\n'))
  process.exit(1)
}
