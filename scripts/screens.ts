// Full-page screenshots of every host route and every desk page, at 1280×800 and 390×844, in the
// site's light and dark theme: the "before" and "after" of a restructuring that must not change
// how anything looks. Compare two runs with scripts/screens-compare.ts.
//
//   npm run build:embed && npm run build:host      (the server itself runs from source)
//   node --import tsx scripts/screens.ts <out-dir>
//
// Every run starts the real server on a fresh data folder with the demo content (the e2e harness,
// tests/e2e/harness.ts), so every id is the same from run to run. What would differ between two
// runs of the same code is pinned, not hidden, wherever possible:
// - the clocks: this process's Date (the server seeds "3 分钟前" relative to it) and the browser's
//   Date both stand still at FIXED_TIME, in one time zone; the greeting, relative times, the
//   writer's autosave time and the theme's clock rule all follow from it;
// - motion: the browser asks for reduced motion (the typewriter types at once, the globe stands
//   still, smooth scrolls jump) and the screenshot finishes CSS animations and transitions and
//   hides carets;
// - the quote on the landing page comes from `ORDER BY random()`: its request is answered with
//   one fixed saying;
// - lazy parts: every page is scrolled to its end (the message board loads all its pages) and
//   back, lazy images are loaded, and the network, the fonts and the loading states are waited for;
// - drawing: Chromium gets DETERMINISTIC_ARGS besides the e2e flags, every image is decoded and
//   `content-visibility: auto` is lifted before the shot, so everything is drawn the same way;
// - toasts (the welcome greeting, "登录成功") are closed before the shot; any other is closed and
//   printed (a missing article's "接口没有找到" and the chat's greeting are expected).
// Masked (a magenta box over the element, so layout still counts but the number does not):
// - article views ("N 次阅读", the cards' "N 次浏览", the desk list's "浏览 N") and the site's
//   visit count (home side card "访问", desk overview "访问量"): every visit of this very run
//   counts, so they depend on what the run visited before, not on how the page looks;
// - the chat's "N 人在线": other browser contexts of this run connect and leave on their own time;
// - the site's own address where a page shows it (the links page's "本站信息"): the server takes
//   any free port, so that two runs never fight over one on a shared machine.
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { ADMIN, DEMO, type E2E, startE2E } from '../tests/e2e/harness.ts'

/** 2026-06-15 10:00 in Beijing: daytime, so the greeting and the theme's clock rule are the day's. */
const FIXED_TIME = Date.UTC(2026, 5, 15, 2, 0, 0)
const TIME_ZONE = 'Asia/Shanghai'
const QUOTE = '读书之法，在循序而渐进，熟读而精思。——朱熹'

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const
const THEMES = ['light', 'dark'] as const
type Theme = (typeof THEMES)[number]
type Who = 'guest' | 'user' | 'admin'

/** Ids in the demo content, looked up once (a fresh seed gives the same ones every run). */
interface DemoIds {
  article: number
  category: number
  tag: number
  album: number
  message: number
}

interface Screen {
  /** file name stem: `<slug>--<width>--<theme>.png` */
  slug: string
  path: string
  who: Who
  /** after the page has settled: what a person would do before looking (type into the writer) */
  act?: (page: Page) => Promise<void>
}

const WRITER_TEXT = [
  '## 为什么要写博客',
  '',
  '写下来的东西，过一段时间再看，常常能发现当时没想清楚的地方。',
  '',
  '### 一段代码',
  '',
  '```ts',
  "const greet = (name: string) => '你好，' + name",
  '```',
  '',
  '- 第一条',
  '- 第二条',
  '',
].join('\n')

function screens(ids: DemoIds): Screen[] {
  const guest = (slug: string, path: string): Screen => ({ slug, path, who: 'guest' })
  const desk = (slug: string, path: string, act?: Screen['act']): Screen => ({
    slug,
    path,
    who: 'admin',
    act,
  })
  return [
    // the host routes (src/host/routes.tsx), as a visitor sees them
    guest('landing', '/'),
    guest('home', '/home'),
    guest('home-page-2', '/home?page=2'),
    guest('archives', '/archives'),
    guest('category', '/category'),
    guest('tag', '/tag'),
    guest('article', `/article?id=${ids.article}`),
    guest('article-missing', '/article?id=999999'),
    guest('articleList-category', `/articleList?categoryId=${ids.category}`),
    guest('articleList-tag', `/articleList?tagId=${ids.tag}`),
    guest('photoAlbum', '/photoAlbum'),
    guest('photos', `/photos?id=${ids.album}`),
    guest('talk', '/talk'),
    guest('link-list', '/link/list'),
    guest('resources-front', '/resources/front'),
    guest('resources-back', '/resources/back'),
    guest('siteList', '/siteList'),
    guest('userCenter-guest', '/userCenter'),
    guest('message-list', '/message/list'),
    guest('message-publish', '/message/publish'),
    guest('message-detail', `/message/detail?id=${ids.message}`),
    guest('message-chat', '/message/chat'),
    guest('desk-as-guest', '/desk'),
    guest('not-found', '/no-such-page'),
    // a logged-in reader
    { slug: 'userCenter', path: '/userCenter', who: 'user' },
    { slug: 'home-user', path: '/home', who: 'user' },
    // the desk, every section and tab (src/widgets/desk/sections.ts)
    desk('desk', '/desk'),
    desk('desk-articles', '/desk/articles'),
    desk('desk-articles-edit', `/desk/articles/write?id=${ids.article}`),
    desk('desk-talks', '/desk/talks'),
    desk('desk-albums', '/desk/albums'),
    desk('desk-albums-photos', `/desk/albums?id=${ids.album}`),
    desk('desk-overview', '/desk/overview'),
    desk('desk-moderation', '/desk/moderation'),
    desk('desk-moderation-messages', '/desk/moderation/messages'),
    desk('desk-moderation-chat', '/desk/moderation/chat'),
    desk('desk-moderation-links', '/desk/moderation/links'),
    desk('desk-users', '/desk/users'),
    desk('desk-site', '/desk/site'),
    desk('desk-site-headers', '/desk/site/headers'),
    desk('desk-site-terms', '/desk/site/terms'),
    desk('desk-site-globe', '/desk/site/globe'),
    desk('desk-site-password', '/desk/site/password'),
    desk('desk-no-such-section', '/desk/nothing'),
    desk('desk-articles-no-such-page', '/desk/articles/nothing'),
    // last: the writer leaves an autosaved draft behind, which the edit page above would offer
    desk('desk-articles-write', '/desk/articles/write', writeSomething),
  ]
}

// ---- clocks ------------------------------------------------------------------------------------

/**
 * Stops this process's clock at `at`: the demo seed dates everything relative to `Date.now()`,
 * and records the server writes while the run goes on carry the same instant. Timers still run.
 */
function freezeProcessClock(at: number): void {
  const Real = Date
  class Frozen extends Real {
    // the overloads of Date's constructor, passed on untouched
    constructor(...args: unknown[]) {
      if (args.length === 0) super(at)
      else super(...(args as [string]))
    }
    static override now(): number {
      return at
    }
  }
  globalThis.Date = Frozen as DateConstructor
  process.env.TZ = 'UTC'
}

// ---- waiting -------------------------------------------------------------------------------------

/** Requests in flight on a page, to wait for a quiet network after any step (not only the load). */
function trackRequests(page: Page) {
  const open = new Set<Request>()
  let changedAt = performance.now()
  const done = (r: Request) => {
    open.delete(r)
    changedAt = performance.now()
  }
  page.on('request', (r) => {
    open.add(r)
    changedAt = performance.now()
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    /** resolves once nothing has been in flight for `quietMs` (or after `maxMs`, with a warning) */
    async quiet(quietMs = 400, maxMs = 15_000): Promise<void> {
      const start = performance.now()
      while (performance.now() - start < maxMs) {
        if (open.size === 0 && performance.now() - changedAt >= quietMs) return
        await page.waitForTimeout(50)
      }
      console.warn(`  ! network still busy after ${maxMs} ms: ${[...open].map((r) => r.url()).join(', ')}`)
    },
  }
}
type Tracker = ReturnType<typeof trackRequests>

async function poll(page: Page, what: string, fn: () => Promise<boolean>, maxMs = 15_000): Promise<void> {
  const start = performance.now()
  while (performance.now() - start < maxMs) {
    if (await fn().catch(() => false)) return
    await page.waitForTimeout(50)
  }
  console.warn(`  ! gave up waiting for ${what}`)
}

/** Two frames: observers have seen the last scroll, and the page has drawn what it changed. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

/** Everything the page fetches, draws and loads lazily has arrived and stopped moving. */
async function settle(page: Page, requests: Tracker): Promise<void> {
  await requests.quiet()
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await poll(page, 'the progress bar to finish', () =>
    page.evaluate(() => {
      const bar = document.querySelector('.xz-progress')
      return !bar || bar.classList.contains('xz-progress--idle')
    }),
  )
  await poll(page, 'loading states to end', () =>
    page.evaluate(
      () => ![...document.querySelectorAll('.xz-state--loading')].some((el) => el.checkVisibility()),
    ),
  )
  // walk to the end and back: the message board loads its next pages, lazy images start. The end
  // counts once the page has stayed there twice: what a sentinel fetched may grow it again
  for (let step = 0, stayed = 0; step < 100 && stayed < 2; step++) {
    const moved = await page.evaluate(() => {
      const before = window.scrollY
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' })
      return window.scrollY !== before
    })
    await nextFrames(page)
    await requests.quiet(moved ? 250 : 600)
    stayed = moved ? 0 : stayed + 1
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.evaluate(() => {
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager'
    // `content-visibility: auto` skips drawing what is off screen, and a full-page shot is mostly
    // off screen: draw it all, as a reader scrolling down would see it
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible'
    }
  })
  await requests.quiet()
  await poll(page, 'images to load', () =>
    page.evaluate(() => [...document.images].every((img) => img.complete)),
  )
  // `decoding="async"` images can be complete and still not drawn: decode them before the shot
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => {}))))
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // for what the last scroll and loads changed (the header shows again at the top)
  await nextFrames(page)
}

/** Closes the toasts showing; prints any but the greeting and login ones the run causes itself. */
async function closeToasts(page: Page, where: string, expected: RegExp[] = []): Promise<void> {
  const toasts = page.locator('.xz-toast')
  for (let i = 0; i < 10 && (await toasts.count()) > 0; i++) {
    const text = ((await toasts.first().textContent()) ?? '').trim()
    if (!expected.some((re) => re.test(text)))
      console.warn(`  ! ${where}: closed the toast "${text}" before the shot`)
    await toasts
      .first()
      .getByRole('button', { name: '关闭通知' })
      .click({ timeout: 2_000 })
      .catch(() => {})
    await page.waitForTimeout(50)
  }
}

// ---- one visitor -----------------------------------------------------------------------------------

/** The site's own theme switch in the header, so the choice is stored as a visitor's would be. */
async function chooseTheme(page: Page, theme: Theme): Promise<void> {
  const current = () => page.evaluate(() => document.documentElement.dataset.theme)
  const button = page.locator('.xz-theme-switch').first()
  await button.waitFor({ state: 'visible' })
  // without a stored choice the theme follows the clock: switch away first so one is stored
  if ((await current()) === theme) {
    await button.click()
    await poll(page, 'the theme to change', async () => (await current()) !== theme)
  }
  await button.click()
  await poll(page, `the ${theme} theme`, async () => (await current()) === theme)
}

async function login(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '登录或注册' })
  await dialog.getByLabel('账号', { exact: true }).fill(account.username)
  await dialog.getByLabel('密码', { exact: true }).fill(account.password)
  await dialog.locator('button[type=submit]').click()
  await page
    .getByRole('banner')
    .getByRole('button', { name: /打开用户菜单/ })
    .waitFor({ state: 'visible' })
}

/** The writer with a title and Markdown typed in (a heading, so the preview has a contents list). */
async function writeSomething(page: Page): Promise<void> {
  await page.getByPlaceholder('文章标题').fill('写给未来的自己')
  await page.getByRole('textbox', { name: '正文（Markdown）' }).click()
  await page.keyboard.insertText(WRITER_TEXT)
  await page.getByText('草稿已自动保存').waitFor({ state: 'visible' })
  await page.mouse.click(1, 1)
}

/** What may change between two runs of the same code, with the reason in the header comment. */
function masks(page: Page, host: string): Locator[] {
  return [
    // the site's own address ("本站信息") carries the port the server got this run
    page.getByText(host),
    page.getByText(/^\S+ 次阅读$/),
    page.locator('[title$="次浏览"]'),
    page.locator('.xz-desk-row__meta span').filter({ hasText: /^浏览 \d+$/ }),
    // the figure beside its label, on the home side card and the desk overview
    page
      .locator('dt')
      .filter({ hasText: /^(访问|访问量)$/ })
      .locator('xpath=following-sibling::dd[1]'),
    page.locator('.xz-chat-online-trigger'),
  ]
}

/**
 * The e2e flags, plus what makes Chromium draw the same pixels every time: without them the
 * anti-aliased rounded corners of images in cards came out a few pixels different from run to
 * run (images drawn before or after their asynchronous raster).
 */
const DETERMINISTIC_ARGS = [
  '--run-all-compositor-stages-before-draw',
  '--disable-checker-imaging',
  '--disable-partial-raster',
  '--disable-threaded-animation',
  '--disable-threaded-scrolling',
  '--disable-image-animation-resync',
]

const CONTEXT_OPTIONS = {
  locale: 'zh-CN',
  timezoneId: TIME_ZONE,
  reducedMotion: 'reduce',
  deviceScaleFactor: 1,
} as const

/** A browser context for one kind of visitor at one size and theme, ready at /home. */
async function visitor(
  e2e: E2E,
  browser: Browser,
  who: Who,
  theme: Theme,
): Promise<{ context: BrowserContext; page: Page; requests: Tracker }> {
  // logging in and the theme switch use the desktop header; the size changes afterwards
  const context = await browser.newContext({
    ...CONTEXT_OPTIONS,
    viewport: VIEWPORTS[0],
    colorScheme: theme,
  })
  await context.clock.setFixedTime(FIXED_TIME)
  await context.route('**/api/quote', (route) =>
    route.fulfill({ json: { code: 0, message: '', result: { note: QUOTE } } }),
  )
  const page = await context.newPage()
  // the writer guards against leaving with unsaved text: leave anyway
  page.on('dialog', (d) => void d.accept().catch(() => {}))
  page.on('pageerror', (err) => console.warn(`  ! page error: ${err.message}`))
  const requests = trackRequests(page)
  await page.goto(`${e2e.url}/home`)
  await settle(page, requests)
  await chooseTheme(page, theme)
  if (who !== 'guest') await login(page, who === 'admin' ? ADMIN : DEMO)
  // the greeting comes 800 ms after the first load
  await page.waitForTimeout(1000)
  await closeToasts(page, 'start', [/好|欢迎|登录成功/])
  return { context, page, requests }
}

async function lookUpIds(url: string): Promise<DemoIds> {
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}/api/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: body ? JSON.stringify(body) : undefined,
    })
    const envelope = (await res.json()) as { code: number; result: T }
    if (envelope.code !== 0) throw new Error(`${path}: ${JSON.stringify(envelope)}`)
    return envelope.result
  }
  const first = <T extends { id: number }>(rows: T[], what: string): number => {
    const row = rows[0]
    if (!row) throw new Error(`the demo content has no ${what}`)
    return row.id
  }
  const articles = await call<{ list: { id: number }[] }>('article/blogHomeGetArticleList/1/1')
  const messages = await call<{ list: { id: number }[] }>('message/getMessageList', { current: 1, size: 1 })
  return {
    article: first(articles.list, 'article'),
    category: first(await call<{ id: number }[]>('category/getCategoryDictionary'), 'category'),
    tag: first(await call<{ id: number }[]>('tag/getTagDictionary'), 'tag'),
    album: first(await call<{ id: number }[]>('photoAlbum/getAllAlbumList'), 'album'),
    message: first(messages.list, 'message'),
  }
}

// ---- the run -------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const [outArg, ...flags] = process.argv.slice(2)
  if (!outArg) {
    console.error('usage: node --import tsx scripts/screens.ts <out-dir> [--only=<slug regex>]')
    process.exit(2)
  }
  // --only=home|article: a few screens while working on them (file names stay the same)
  const onlyFlag = flags.find((f) => f.startsWith('--only='))
  const only = onlyFlag ? new RegExp(onlyFlag.slice('--only='.length)) : null
  const out = resolve(outArg)
  mkdirSync(out, { recursive: true })
  const started = performance.now()
  freezeProcessClock(FIXED_TIME)
  const e2e = await startE2E()
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...DETERMINISTIC_ARGS],
    headless: true,
  })
  let count = 0
  try {
    const ids = await lookUpIds(e2e.url)
    console.log(`demo ids: ${JSON.stringify(ids)}`)
    const all = screens(ids).filter((s) => !only || only.test(s.slug))
    for (const viewport of VIEWPORTS) {
      for (const theme of THEMES) {
        for (const who of ['guest', 'user', 'admin'] as const) {
          const mine = all.filter((s) => s.who === who)
          if (mine.length === 0) continue
          const { context, page, requests } = await visitor(e2e, browser, who, theme)
          await page.setViewportSize(viewport)
          for (const screen of mine) {
            const name = `${screen.slug}--${viewport.width}--${theme}.png`
            const t = performance.now()
            await page.goto(`${e2e.url}${screen.path}`)
            await settle(page, requests)
            if (screen.act) {
              await screen.act(page)
              await settle(page, requests)
            }
            await closeToasts(page, name)
            await page.mouse.move(0, viewport.height / 2)
            await page.screenshot({
              path: join(out, name),
              fullPage: true,
              animations: 'disabled',
              caret: 'hide',
              mask: masks(page, new URL(e2e.url).host),
              maskColor: '#ff00ff',
            })
            count++
            console.log(`${name}  ${Math.round(performance.now() - t)} ms`)
          }
          await context.close()
        }
      }
    }
  } finally {
    await browser.close()
    await e2e.close()
  }
  console.log(`${count} screenshots in ${out}, ${Math.round((performance.now() - started) / 1000)} s`)
}

await main()
