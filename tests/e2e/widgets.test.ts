import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, DEMO, type E2E, startE2E } from './harness.ts'
import {
  closeToasts,
  expectToast,
  imagesLoaded,
  loginDialog,
  loginThroughHeader,
  registerUser,
  setSiteTheme,
  submitLogin,
  unexpected,
  widgetShot,
} from './widget-steps.ts'

// The widgets as the host blog composes them, against the real server: two people chatting, a
// comment thread between two browsers, the notification it causes, the album lightbox by keyboard
// and the reader's stored theme choice. One server (demo seed) for the whole file; the tests run
// in order and the notification test reads the reply the comment test wrote.

const ADMIN_NICK = '站长'
const DEMO_NICK = '演示用户'

let e2e: E2E

beforeAll(async () => {
  e2e = await startE2E()
}, 120_000)

afterAll(async () => {
  await e2e?.close()
})

// ---- chat ------------------------------------------------------------------------------------

const chat = (page: Page) => page.locator('.xz-chat--page')
const chatLog = (page: Page) => chat(page).getByRole('log', { name: '聊天消息' })
const chatMsgs = (page: Page) => chatLog(page).locator('.xz-chat-msg')
const chatInput = (page: Page) => chat(page).getByRole('textbox', { name: '输入消息' })

async function say(page: Page, text: string) {
  const input = chatInput(page)
  await input.fill(text)
  await input.press('Enter')
  // the message comes back from the server (not just the pending copy)
  await expect
    .poll(() => chatLog(page).locator('.xz-chat-msg:not(.xz-chat-msg--pending)', { hasText: text }).count(), {
      timeout: 10_000,
    })
    .toBe(1)
}

/** Opens the header's "N 人在线" popover and returns the nick names listed. */
async function onlineNicks(page: Page): Promise<string[]> {
  const popover = page.getByRole('dialog', { name: '在线用户' })
  if (!(await popover.isVisible())) await chat(page).locator('.xz-chat-online-trigger').click()
  await expect.poll(() => popover.isVisible()).toBe(true)
  const nicks = await popover.locator('.xz-chat-online__nick').allTextContents()
  await page.keyboard.press('Escape')
  await expect.poll(() => popover.isVisible()).toBe(false)
  return nicks
}

describe('the chat room on /message/chat', () => {
  it('a user and the admin chat: recall, clear all, force offline', async () => {
    const nick = `聊友${Date.now().toString(36).slice(-4)}`
    const account = await registerUser(e2e.url, nick)

    // the user arrives anonymous: "登录后发言" opens the login dialog, where they log in
    const u = await e2e.context()
    await u.page.goto(`${e2e.url}/message/chat`)
    await setSiteTheme(u.page, 'light')
    await expect.poll(() => chatMsgs(u.page).count(), { timeout: 15_000 }).toBeGreaterThan(0)
    const loginToTalk = chat(u.page).getByRole('button', { name: '登录后发言' })
    await expect.poll(() => loginToTalk.isVisible()).toBe(true)
    await expect.poll(() => chatInput(u.page).getAttribute('placeholder')).toBe('登录后即可发言')
    await loginToTalk.click()
    await submitLogin(u.page, account, nick)
    await expect
      .poll(() => chat(u.page).getByRole('button', { name: '发送', exact: true }).isVisible())
      .toBe(true)

    // the admin, in a dark browser (its screenshot is taken in both themes)
    const a = await e2e.context({ colorScheme: 'dark' })
    await a.page.goto(`${e2e.url}/message/chat`)
    await setSiteTheme(a.page, 'dark')
    await loginThroughHeader(a.page, ADMIN, ADMIN_NICK)
    // both sockets speak for their users once the admin sees the user online
    await expect.poll(() => onlineNicks(a.page), { timeout: 15_000 }).toContain(nick)

    // 1. the user says something; the admin sees it under the user's nick name
    const first = `你好站长，我是新来的 ${Date.now()}`
    await say(u.page, first)
    const onAdmin = chatMsgs(a.page).filter({ hasText: first })
    await expect.poll(() => onAdmin.count(), { timeout: 10_000 }).toBe(1)
    expect(await onAdmin.locator('.xz-chat-msg__nick').textContent()).toBe(nick)
    expect(await onAdmin.getAttribute('class')).toContain('xz-chat-msg--other')
    // on the user's side it is their own (right-hand, no nick)
    expect(await chatMsgs(u.page).filter({ hasText: first }).getAttribute('class')).toContain(
      'xz-chat-msg--own',
    )

    // 2. the admin recalls it: gone on both sides
    await onAdmin.hover()
    await onAdmin.getByRole('button', { name: '撤回' }).click()
    await expectToast(a.page, '撤回成功')
    await expect.poll(() => chatMsgs(a.page).filter({ hasText: first }).count(), { timeout: 10_000 }).toBe(0)
    await expect.poll(() => chatMsgs(u.page).filter({ hasText: first }).count(), { timeout: 10_000 }).toBe(0)

    // 3. two more; the admin sees both
    const second = `第二条：今天的文章写得真好 ${Date.now()}`
    const third = `第三条：期待下一篇 🎉 ${Date.now()}`
    await say(u.page, second)
    await say(u.page, third)
    for (const text of [second, third]) {
      await expect.poll(() => chatMsgs(a.page).filter({ hasText: text }).count(), { timeout: 10_000 }).toBe(1)
    }
    await imagesLoaded(chat(a.page))
    await closeToasts(a.page)
    await widgetShot(a.page, 'chat', 'dark')
    await setSiteTheme(a.page, 'light')
    await widgetShot(a.page, 'chat', 'light')

    // 4. the admin clears everything: "确认清空吗", then both lists are empty
    await chat(a.page).getByRole('button', { name: '清空' }).click()
    const confirmClear = a.page.getByRole('alertdialog')
    await expect.poll(() => confirmClear.locator('.xz-confirm__message').textContent()).toBe('确认清空吗')
    await confirmClear.getByRole('button', { name: '确定' }).click()
    await expectToast(a.page, '聊天记录已清空')
    await expect.poll(() => chatMsgs(a.page).count(), { timeout: 10_000 }).toBe(0)
    await expect.poll(() => chatMsgs(u.page).count(), { timeout: 10_000 }).toBe(0)
    await expect.poll(() => chatLog(u.page).getByText('还没有消息，来打个招呼吧').isVisible()).toBe(true)
    // and it stays empty after a reload (the server forgot them, not only the screen)
    await u.page.reload()
    await expect
      .poll(() => chatLog(u.page).getByText('还没有消息，来打个招呼吧').isVisible(), { timeout: 15_000 })
      .toBe(true)
    await expect.poll(() => onlineNicks(a.page), { timeout: 15_000 }).toContain(nick)

    // 5. the admin forces the user offline from the online list
    await chat(a.page).locator('.xz-chat-online-trigger').click()
    const popover = a.page.getByRole('dialog', { name: '在线用户' })
    await expect.poll(() => popover.isVisible()).toBe(true)
    // no kick button on the admin's own row
    expect(await popover.getByRole('button', { name: `强制下线${ADMIN_NICK}` }).count()).toBe(0)
    await popover.getByRole('button', { name: `强制下线${nick}` }).click()
    const confirmKick = a.page.getByRole('alertdialog')
    await expect
      .poll(() => confirmKick.locator('.xz-confirm__message').textContent())
      .toBe(`确认强制下线${nick}吗`)
    await confirmKick.getByRole('button', { name: '确定' }).click()
    await expectToast(u.page, '你已被管理员强制下线')
    // the user's chat says it is no longer connected (not that it is reconnecting) and offers to
    await expect
      .poll(() => chat(u.page).locator('.xz-chat-status').textContent(), { timeout: 10_000 })
      .toBe('聊天室已断开连接重新连接')
    await expect.poll(() => chat(u.page).getByRole('button', { name: '重新连接' }).isVisible()).toBe(true)
    await widgetShot(u.page, 'chat-offline', 'light')
    await expect.poll(() => onlineNicks(a.page), { timeout: 10_000 }).not.toContain(nick)
    expect(await chat(a.page).locator('.xz-chat-online-trigger').textContent()).toContain('1 人在线')

    expect(unexpected(u.errors)).toEqual([])
    expect(unexpected(a.errors)).toEqual([])
  })

  it('an anonymous visitor reads the chat, and "登录后发言" opens the login dialog', async () => {
    const v = await e2e.context()
    await v.page.goto(`${e2e.url}/message/chat`)
    const button = chat(v.page).getByRole('button', { name: '登录后发言' })
    await expect.poll(() => button.isVisible(), { timeout: 15_000 }).toBe(true)
    // no admin tools for a visitor
    expect(await chat(v.page).getByRole('button', { name: '清空' }).count()).toBe(0)
    expect(await loginDialog(v.page).isVisible()).toBe(false)
    await button.click()
    await expect.poll(() => loginDialog(v.page).isVisible()).toBe(true)
    await expect
      .poll(() => loginDialog(v.page).getByRole('heading', { name: '登录小站' }).isVisible())
      .toBe(true)
    await v.page.keyboard.press('Escape')
    await expect.poll(() => loginDialog(v.page).isVisible()).toBe(false)
    expect(unexpected(v.errors)).toEqual([])
  })
})

// ---- comments and notifications ------------------------------------------------------------------

const commentsOf = (page: Page) => page.locator('section.xz-comments-section')
const commentTitle = (page: Page) => commentsOf(page).locator('.xz-comments-title')
const countOf = async (page: Page) => {
  const text = (await commentTitle(page).textContent()) ?? ''
  const m = /^(\d+) 条评论$/.exec(text)
  return m ? Number(m[1]) : null
}

let demoComment = ''
let adminReply = ''

describe('comments on /article?id=1', () => {
  it('DEMO comments, the admin replies in another browser, and a like toggles', async () => {
    const d = await e2e.context()
    await d.page.goto(`${e2e.url}/article?id=1`)
    await setSiteTheme(d.page, 'light')
    await loginThroughHeader(d.page, DEMO, DEMO_NICK)
    await expect.poll(() => countOf(d.page), { timeout: 15_000 }).not.toBeNull()
    const before = (await countOf(d.page)) as number

    demoComment = `读完受益匪浅，收藏了 ${Date.now()}`
    const composer = commentsOf(d.page).locator('.xz-comments-compose')
    await composer.getByRole('textbox', { name: '评论内容' }).fill(demoComment)
    await composer.getByRole('button', { name: '发表评论' }).click()
    await expectToast(d.page, '评论成功')
    // at the top of the list, the count one higher, the composer emptied
    const top = commentsOf(d.page).locator('.xz-comments-list > li').first()
    await expect.poll(() => top.locator('.xz-comments-content').first().textContent()).toBe(demoComment)
    expect(await top.locator('.xz-comments-nick').first().textContent()).toBe(DEMO_NICK)
    await expect.poll(() => countOf(d.page)).toBe(before + 1)
    expect(await composer.getByRole('textbox', { name: '评论内容' }).inputValue()).toBe('')

    // the admin, in another browser, replies to it
    const a = await e2e.context()
    await a.page.goto(`${e2e.url}/article?id=1`)
    await loginThroughHeader(a.page, ADMIN, ADMIN_NICK)
    const theirs = commentsOf(a.page)
      .getByRole('article', { name: `${DEMO_NICK}的评论` })
      .filter({ hasText: demoComment })
    await expect.poll(() => theirs.count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => countOf(a.page)).toBe(before + 1)
    await theirs.locator('.xz-comments-actions').getByRole('button', { name: '回复' }).click()
    const replyBox = theirs.getByPlaceholder(`回复 @${DEMO_NICK}`)
    await expect.poll(() => replyBox.isVisible()).toBe(true)
    // the reply box takes the focus
    expect(await replyBox.evaluate((el) => el === document.activeElement)).toBe(true)
    adminReply = `谢谢支持，欢迎常来 ${Date.now()}`
    await replyBox.fill(adminReply)
    await theirs.locator('.xz-comments-composer').getByRole('button', { name: '回复', exact: true }).click()
    await expectToast(a.page, '回复成功')
    const replies = a.page.getByRole('list', { name: `${DEMO_NICK}的评论的回复` })
    await expect.poll(() => replies.getByText(adminReply).count(), { timeout: 10_000 }).toBe(1)
    expect(
      await replies
        .getByRole('article', { name: `${ADMIN_NICK}的回复` })
        .filter({ hasText: adminReply })
        .count(),
    ).toBe(1)
    await expect.poll(() => theirs.getByPlaceholder(`回复 @${DEMO_NICK}`).count()).toBe(0)
    await expect.poll(() => countOf(a.page)).toBe(before + 2)

    // DEMO reloads: the reply sits under the comment
    await d.page.reload()
    const mine = commentsOf(d.page)
      .getByRole('article', { name: `${DEMO_NICK}的评论` })
      .filter({ hasText: demoComment })
    await expect.poll(() => mine.getByText(adminReply).count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => countOf(d.page)).toBe(before + 2)

    // a like toggles the count (and is kept by the server)
    const like = mine.locator('.xz-comments-actions').first().locator('.xz-comments-like')
    expect(await like.getAttribute('aria-pressed')).toBe('false')
    expect(await like.locator('.xz-comments-like-count').textContent()).toBe('0')
    await like.click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => like.locator('.xz-comments-like-count').textContent()).toBe('1')
    await d.page.reload()
    await expect.poll(() => like.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true')
    expect(await like.locator('.xz-comments-like-count').textContent()).toBe('1')

    const thread = commentsOf(d.page).locator('.xz-comments-list > li').filter({ hasText: demoComment })
    await thread.scrollIntoViewIfNeeded()
    await imagesLoaded(thread)
    await widgetShot(thread, 'comments', 'light')

    await like.click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false')
    await expect.poll(() => like.locator('.xz-comments-like-count').textContent()).toBe('0')

    expect(unexpected(d.errors)).toEqual([])
    expect(unexpected(a.errors)).toEqual([])
  })
})

describe('notifications', () => {
  const bell = (page: Page) => page.locator('.xz-header__bell')
  const badge = (page: Page) => bell(page).locator('[data-badge]')
  const badgeNumber = async (page: Page) =>
    (await badge(page).count()) === 0 ? 0 : Number(await badge(page).textContent())
  const drawer = (page: Page) => page.getByRole('dialog', { name: '我的消息' })
  const items = (page: Page) => drawer(page).getByRole('list', { name: '消息列表' }).locator('li')

  it('the reply shows on the bell; "查看" goes to the article and marks it read; delete asks first', async () => {
    expect(adminReply, 'needs the reply written by the comments test').not.toBe('')
    const demoId = (
      await e2e.server.ctx.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', DEMO.username)
        .executeTakeFirstOrThrow()
    ).id
    const unreadRows = async () =>
      Number(
        (
          await e2e.server.ctx.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', demoId)
            .where('is_view', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const unread = await unreadRows()
    expect(unread).toBeGreaterThanOrEqual(1)
    expect(unread).toBeLessThan(9) // the badge must be able to show one less

    const d = await e2e.context({ colorScheme: 'dark' })
    await d.page.goto(`${e2e.url}/home`)
    await loginThroughHeader(d.page, DEMO, DEMO_NICK)
    await expect.poll(() => badgeNumber(d.page), { timeout: 15_000 }).toBe(unread)

    // the drawer is modal (the theme switch is behind it): one look in each theme
    const reply = items(d.page).filter({ hasText: adminReply })
    for (const theme of ['dark', 'light'] as const) {
      await setSiteTheme(d.page, theme)
      await closeToasts(d.page)
      await bell(d.page).getByRole('button', { name: '我的消息' }).click()
      await expect.poll(() => drawer(d.page).isVisible()).toBe(true)
      await expect.poll(() => reply.count(), { timeout: 10_000 }).toBe(1)
      expect(await reply.textContent()).toContain(`${ADMIN_NICK} 在文章`)
      expect(await reply.getAttribute('class')).toContain('--unread')
      await imagesLoaded(drawer(d.page))
      await widgetShot(d.page, 'notifications', theme)
      if (theme === 'dark') {
        await d.page.keyboard.press('Escape')
        await expect.poll(() => drawer(d.page).isVisible()).toBe(false)
      }
    }
    // looking is not reading
    expect(await badgeNumber(d.page)).toBe(unread)

    // "查看": the drawer closes, the article opens, the badge counts one less
    await reply.getByRole('button', { name: '查看' }).click()
    await expect.poll(() => drawer(d.page).isVisible()).toBe(false)
    await expect
      .poll(() => new URL(d.page.url()).pathname + new URL(d.page.url()).search)
      .toBe('/article?id=1')
    await expect.poll(() => d.page.locator('.xz-article-body').count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => badgeNumber(d.page), { timeout: 10_000 }).toBe(unread - 1)
    expect(await unreadRows()).toBe(unread - 1)

    // reopened, it reads as read; delete asks "确定删除吗?" and then it is gone
    await bell(d.page).getByRole('button', { name: '我的消息' }).click()
    await expect.poll(() => reply.count(), { timeout: 10_000 }).toBe(1)
    expect(await reply.getAttribute('class')).not.toContain('--unread')
    const listed = await items(d.page).count()
    await reply.getByRole('button', { name: '删除' }).click()
    const confirm = d.page.getByRole('alertdialog')
    await expect.poll(() => confirm.locator('.xz-confirm__message').textContent()).toBe('确定删除吗?')
    // cancelling keeps it
    await confirm.getByRole('button', { name: '取消' }).click()
    await expect.poll(() => confirm.count()).toBe(0)
    expect(await reply.count()).toBe(1)
    await reply.getByRole('button', { name: '删除' }).click()
    await d.page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click()
    await expectToast(d.page, '删除成功')
    await expect.poll(() => reply.count(), { timeout: 10_000 }).toBe(0)
    await expect.poll(() => items(d.page).count()).toBe(listed - 1)
    // the drawer stays open over the page
    expect(await drawer(d.page).isVisible()).toBe(true)

    expect(unexpected(d.errors)).toEqual([])
  })
})

// ---- albums ----------------------------------------------------------------------------------------

describe('the album lightbox on /photos?id=1', () => {
  it('opens on a photo, moves with ←/→, closes with Esc and gives the focus back', async () => {
    const v = await e2e.context()
    await v.page.goto(`${e2e.url}/photos?id=1`)
    await setSiteTheme(v.page, 'light')
    await closeToasts(v.page)
    const thumbs = v.page.getByRole('button', { name: /^查看第 \d+ 张照片$/ })
    await expect.poll(() => thumbs.count(), { timeout: 15_000 }).toBeGreaterThan(1)
    const n = await thumbs.count()

    const first = v.page.getByRole('button', { name: '查看第 1 张照片' })
    await first.click()
    const dialog = v.page.getByRole('dialog')
    const counter = dialog.locator('[part="lightbox-count"]')
    await expect.poll(() => counter.textContent()).toBe(`1 / ${n}`)
    const shown = dialog.locator('[part="lightbox-image"]')
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true)
    // the lightbox is modal: nothing of the page shows above its overlay, the chat button included
    const fab = v.page.getByRole('button', { name: '打开聊天室' })
    expect(await fab.count()).toBe(1)
    expect(
      await fab.evaluate((el) => {
        const r = el.getBoundingClientRect()
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2))
      }),
      'the chat button shows above the open lightbox',
    ).toBe(false)
    await widgetShot(v.page, 'lightbox', 'light')

    const firstSrc = await shown.getAttribute('src')
    await v.page.keyboard.press('ArrowRight')
    await expect.poll(() => counter.textContent()).toBe(`2 / ${n}`)
    expect(await shown.getAttribute('src')).not.toBe(firstSrc)
    await v.page.keyboard.press('ArrowLeft')
    await expect.poll(() => counter.textContent()).toBe(`1 / ${n}`)
    expect(await shown.getAttribute('src')).toBe(firstSrc)
    // before the first comes the last
    await v.page.keyboard.press('ArrowLeft')
    await expect.poll(() => counter.textContent()).toBe(`${n} / ${n}`)
    await v.page.keyboard.press('ArrowRight')
    await expect.poll(() => counter.textContent()).toBe(`1 / ${n}`)

    await v.page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect
      .poll(() => v.page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('查看第 1 张照片')

    expect(unexpected(v.errors)).toEqual([])
  })
})

// ---- reader preferences ------------------------------------------------------------------------

describe('the article reader on /article?id=2', () => {
  it('keeps the preview theme and the code theme chosen in its toolbar across a reload', async () => {
    const v = await e2e.context()
    await v.page.goto(`${e2e.url}/article?id=2`)
    const body = v.page.locator('.xz-article-body')
    await expect.poll(() => body.count(), { timeout: 15_000 }).toBe(1)
    expect(await body.getAttribute('data-preview')).toBe('default')
    expect(await body.getAttribute('data-code')).toBe('atom')
    const looks = () =>
      body.evaluate((el) => {
        const code = el.querySelector('pre code, pre')
        return {
          text: getComputedStyle(el).color + getComputedStyle(el).fontFamily,
          code: code ? getComputedStyle(code).backgroundColor + getComputedStyle(code).color : null,
        }
      })
    const defaultLooks = await looks()

    await v.page.getByRole('button', { name: '主题', exact: true }).click()
    const picker = v.page.getByRole('dialog', { name: '阅读主题' })
    await expect.poll(() => picker.isVisible()).toBe(true)
    await picker.getByRole('group', { name: '预览主题' }).getByText('GitHub', { exact: true }).click()
    await picker.getByRole('group', { name: '代码主题' }).getByText('Paraíso', { exact: true }).click()
    await expect.poll(() => body.getAttribute('data-preview')).toBe('github')
    await expect.poll(() => body.getAttribute('data-code')).toBe('paraiso')
    // a reader sees the change: code blocks (when the article has one) are painted differently
    const chosenLooks = await looks()
    if (defaultLooks.code !== null) expect(chosenLooks.code).not.toBe(defaultLooks.code)

    await v.page.reload()
    await expect.poll(() => body.count(), { timeout: 15_000 }).toBe(1)
    expect(await body.getAttribute('data-preview')).toBe('github')
    expect(await body.getAttribute('data-code')).toBe('paraiso')
    expect(await looks()).toEqual(chosenLooks)
    // and the picker shows the choice
    await v.page.getByRole('button', { name: '主题', exact: true }).click()
    await expect
      .poll(() =>
        picker.getByRole('group', { name: '预览主题' }).getByRole('radio', { name: 'GitHub' }).isChecked(),
      )
      .toBe(true)
    expect(
      await picker
        .getByRole('group', { name: '代码主题' })
        .getByRole('radio', { name: 'Paraíso' })
        .isChecked(),
    ).toBe(true)

    expect(unexpected(v.errors)).toEqual([])
  })
})
