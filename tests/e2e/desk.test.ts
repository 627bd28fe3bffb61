import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, DEMO, type E2E, startE2E } from './harness.ts'

// The owner's desk in the built site against the real server (demo seed): the administrator
// writes, publishes, edits and deletes; visitors see the result; others never get in.
let e2e: E2E

beforeAll(async () => {
  e2e = await startE2E()
}, 120_000)

afterAll(async () => {
  await e2e?.close()
})

const visible = (locator: Locator, timeout = 10_000) =>
  expect.poll(() => locator.first().isVisible(), { timeout }).toBe(true)

/** Logs in from the desktop header's "登录" button. */
async function login(page: Page, username: string, password: string) {
  await page.goto(`${e2e.url}/home`)
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '登录或注册' })
  await dialog.getByLabel('账号', { exact: true }).fill(username)
  await dialog.getByLabel('密码', { exact: true }).fill(password)
  await dialog.locator('button[type=submit]').click()
  await visible(page.getByRole('banner').getByRole('button', { name: /打开用户菜单/ }))
}

/** Pastes a freshly drawn PNG into the focused element, as a screenshot pasted from the clipboard. */
async function pasteImage(target: Locator, name: string) {
  await target.evaluate(async (el, fileName) => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 200
    const g = canvas.getContext('2d')
    if (!g) throw new Error('no canvas')
    g.fillStyle = '#3b82f6'
    g.fillRect(0, 0, 320, 200)
    g.fillStyle = '#fff'
    g.fillRect(40, 40, 120, 80)
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/png'),
    )
    const data = new DataTransfer()
    data.items.add(new File([blob], fileName, { type: 'image/png' }))
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, name)
}

const toast = (page: Page, text: string) => page.locator('.xz-toast', { hasText: text })

describe('who gets in', () => {
  it('shows a visitor and a normal user the 404 page at /desk', async () => {
    const { page } = await e2e.context()
    await page.goto(`${e2e.url}/desk`)
    await visible(page.getByRole('heading', { name: '页面走丢了' }))
    await login(page, DEMO.username, DEMO.password)
    expect(await page.getByRole('link', { name: '管理' }).count()).toBe(0)
    await page.goto(`${e2e.url}/desk/articles`)
    await visible(page.getByRole('heading', { name: '页面走丢了' }))
    expect(await page.title()).toBe('页面不存在 - 小站')
  })

  it('takes the administrator from the header to the desk and its articles', async () => {
    const { page, errors } = await e2e.context()
    await login(page, ADMIN.username, ADMIN.password)
    await page.getByRole('banner').getByRole('link', { name: '管理' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/desk/articles')
    const list = page.getByRole('list', { name: '文章列表' })
    await visible(list)
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(0)
    await expect.poll(() => page.title()).toBe('管理 - 小站')
    expect(errors).toEqual([])
  })
})

describe('an article from the desk to the readers', () => {
  it('is written with a pasted image and two new tags, published, found, edited and deleted', async () => {
    const stamp = Date.now().toString(36)
    const title = `桌面写作测试 ${stamp}`
    const admin = await e2e.context()
    const page = admin.page
    await login(page, ADMIN.username, ADMIN.password)
    await page.goto(`${e2e.url}/desk/articles`)
    await page.getByRole('link', { name: '写文章' }).click()
    await visible(page.getByRole('heading', { name: '写文章' }))

    await page.getByPlaceholder('文章标题').fill(title)
    const body = page.getByRole('textbox', { name: '正文（Markdown）' })
    await body.click()
    await page.keyboard.type('## 第一节\n\n这是从管理台写的正文。\n\n')
    await pasteImage(body, '截图.png')
    await expect.poll(() => body.textContent(), { timeout: 20_000 }).toMatch(/!\[截图\]\(\/uploads\/[^)]+\)/)
    await page.getByLabel('分类', { exact: true }).fill('随笔生活')
    const tagInput = page.getByPlaceholder('选择或输入标签')
    for (const tag of [`新标签甲${stamp}`, `新标签乙${stamp}`]) {
      await tagInput.fill(tag)
      await tagInput.press('Enter')
    }
    const chosen = page.getByRole('list', { name: '已选标签' })
    expect(await chosen.getByText('新', { exact: true }).count()).toBe(2)
    // the preview is the reader itself, and it already shows the uploaded image
    await visible(page.getByRole('region', { name: '预览' }).locator('img[src*="/uploads/"]'))

    await page.getByRole('button', { name: '发布' }).click()
    await visible(toast(page, '发布成功'))
    await expect.poll(() => new URL(page.url()).search).toMatch(/^\?id=\d+$/)
    const id = Number(new URL(page.url()).searchParams.get('id'))

    // a visitor in another browser: /home, search, rss.xml, the article with its image
    const visitor = (await e2e.context()).page
    await visitor.goto(`${e2e.url}/home`)
    await visible(visitor.getByRole('link', { name: title }))
    await visitor.getByRole('banner').getByRole('button', { name: '搜索' }).click()
    await visitor.getByRole('combobox', { name: '搜索文章' }).fill(stamp)
    await visible(visitor.getByRole('listbox', { name: '搜索结果' }).getByText(title))
    const rss = await (await fetch(`${e2e.url}/rss.xml`)).text()
    expect(rss).toContain(title)
    const sitemap = await (await fetch(`${e2e.url}/sitemap.xml`)).text()
    expect(sitemap).toContain(`/article?id=${id}</loc>`)
    await visitor.goto(`${e2e.url}/article?id=${id}`)
    const image = visitor.locator('.xz-article-body img[src*="/uploads/"]')
    await visible(image)
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320)
    for (const tag of [`新标签甲${stamp}`, `新标签乙${stamp}`]) await visible(visitor.getByText(tag))

    // edited: same id, the visitor sees the new title
    const edited = `${title}（修订）`
    await page.getByPlaceholder('文章标题').fill(edited)
    await page.getByRole('button', { name: '保存修改' }).click()
    await visible(toast(page, '保存成功'))
    await visitor.reload()
    await visible(visitor.getByRole('heading', { name: edited }))

    // deleted after the owner confirms: gone for the visitor
    await page.getByRole('button', { name: '删除', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/desk/articles')
    await visitor.reload()
    await visible(visitor.getByText('文章不存在或已删除'))
    expect(admin.errors.filter((e) => !e.includes('/api/article/getArticleById'))).toEqual([])
  }, 120_000)
})

/** A real PNG of one colour, as a file the picker is given. */
async function png(name: string, background: string) {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

describe('talks and albums from the desk to the readers', () => {
  it('posts a talk with two pictures, hides it, shows it again and deletes it', async () => {
    const text = `管理台发的说说 ${Date.now().toString(36)}`
    const admin = await e2e.context()
    const page = admin.page
    await login(page, ADMIN.username, ADMIN.password)
    await page.goto(`${e2e.url}/desk/talks`)
    const form = page.getByRole('form', { name: '发布说说' })
    await form.getByRole('textbox', { name: '说说内容' }).fill(text)
    await form
      .locator('input[type=file]')
      .setInputFiles([await png('a.png', '#ef4444'), await png('b.png', '#22c55e')])
    await expect.poll(() => form.getByRole('list', { name: '已添加的图片' }).getByRole('img').count()).toBe(2)
    await form.getByRole('button', { name: '发布' }).click()
    await visible(toast(page, '发布成功'))

    const visitor = (await e2e.context()).page
    await visitor.goto(`${e2e.url}/talk`)
    const card = visitor.getByRole('article').filter({ hasText: text })
    await visible(card)
    await expect.poll(() => card.locator('img[src*="/uploads/"]').count()).toBe(2)

    const row = page.getByRole('list', { name: '说说列表' }).getByRole('listitem').filter({ hasText: text })
    await row.getByRole('button', { name: '隐藏' }).click()
    await visible(row.getByText('已隐藏'))
    await visitor.reload()
    await visible(visitor.getByRole('article').first())
    expect(await visitor.getByText(text).count()).toBe(0)

    await row.getByRole('button', { name: '公开' }).click()
    await visible(row.getByRole('button', { name: '隐藏' }))
    await row.getByRole('button', { name: '删除' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click()
    await expect.poll(() => page.getByText(text).count()).toBe(0)
    await visitor.reload()
    await visible(visitor.getByRole('article').first())
    expect(await visitor.getByText(text).count()).toBe(0)
    expect(admin.errors).toEqual([])
  }, 120_000)

  it('creates an album with a cover, uploads photos, reorders them, and deletes it', async () => {
    const name = `管理台相册${Date.now().toString(36)}`
    const admin = await e2e.context()
    const page = admin.page
    await login(page, ADMIN.username, ADMIN.password)
    await page.goto(`${e2e.url}/desk/albums`)
    await page.getByRole('button', { name: '新建相册' }).click()
    const dialog = page.getByRole('dialog', { name: '新建相册' })
    await dialog.getByLabel('相册名称').fill(name)
    await dialog.locator('input[type=file]').setInputFiles(await png('cover.png', '#6366f1'))
    await visible(dialog.getByAltText('封面预览'))
    await dialog.getByRole('button', { name: '保存' }).click()
    await visible(toast(page, '相册已创建'))

    await page.getByRole('link', { name: new RegExp(name) }).click()
    await visible(page.getByRole('heading', { name }))
    const id = Number(new URL(page.url()).searchParams.get('id'))
    const colours = ['#ef4444', '#f59e0b', '#10b981']
    await page
      .getByRole('region', { name: '相册照片' })
      .locator('input[type=file]')
      .setInputFiles(await Promise.all(colours.map((c, i) => png(`${i + 1}.png`, c))))
    await visible(page.getByText('已上传 3 张'), 30_000)
    const grid = page.getByRole('list', { name: '照片' })
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(3)
    const sources = () => grid.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))
    const before = await sources()
    await page.getByRole('button', { name: '第 1 张后移' }).click()
    await expect.poll(sources).toEqual([before[1], before[0], before[2]])

    // the visitor's album: its cover, and the photos in the owner's order
    const visitor = (await e2e.context()).page
    await visitor.goto(`${e2e.url}/photoAlbum`)
    await visible(visitor.getByRole('heading', { name }))
    await visitor.goto(`${e2e.url}/photos?id=${id}`)
    const shown = visitor.getByRole('button', { name: /查看第 \d+ 张照片/ }).locator('img')
    await expect.poll(() => shown.count()).toBe(3)
    await expect
      .poll(() => shown.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))))
      .toEqual([before[1], before[0], before[2]])

    await page.getByRole('link', { name: '全部相册' }).click()
    await page.getByRole('button', { name: `删除相册 ${name}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click()
    await expect.poll(() => page.getByRole('link', { name: new RegExp(name) }).count()).toBe(0)
    await visitor.goto(`${e2e.url}/photoAlbum`)
    await visible(visitor.getByRole('heading', { level: 3 }).first())
    expect(await visitor.getByRole('heading', { name }).count()).toBe(0)
    expect(admin.errors).toEqual([])
  }, 120_000)
})
