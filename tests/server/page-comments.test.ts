import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Comment, Paged, PageThread, RecentComment } from '../../src/core/contract/index.ts'
import { withGuestPass } from './guest-pass.ts'
import { startTestServer, type TestServer } from './harness.ts'

// Comments on pages of any site, by guests too (docs/api.md §25).

const SITE_1 = 'http://site-one.example:4000'
const SITE_2 = 'https://site-two.example'
const EMAIL = 'secret-guest@mail.example'

let s: TestServer
let admin: { token: string; id: number }
/** Every public answer the tests saw, to look for the guest's e-mail in them all at the end. */
const seen: unknown[] = []

beforeAll(async () => {
  s = await startTestServer({ allowedOrigins: [SITE_1, SITE_2], trustProxy: true })
  admin = await s.admin()
})
afterAll(() => s.close())

interface Caller {
  site?: string
  guest?: string
  token?: string
  address?: string
}

const headersOf = (who: Caller): Record<string, string> => ({
  origin: who.site ?? SITE_1,
  'x-forwarded-for': who.address ?? '10.1.0.1',
  ...(who.guest ? { 'x-xz-guest': who.guest } : {}),
})

async function call<T>(method: string, path: string, who: Caller, body?: unknown) {
  // a guest's form carries its pass (docs/api.md §27), as the widget's does
  const sent = await withGuestPass(s, body)
  const res = await s.api<T>(method, path, { body: sent, token: who.token, headers: headersOf(who) })
  seen.push(res.body)
  return res
}

async function thread(path: string, who: Caller = {}): Promise<number> {
  const res = await call<PageThread>('POST', '/api/page/thread', who, { path, title: '第一篇' })
  expect(res.status, res.body.message).toBe(200)
  return res.body.result.page_id
}

const list = (pageId: number, who: Caller = {}) =>
  call<Paged<Comment>>('POST', '/api/comment/frontGetParentComment', who, { type: 4, for_id: pageId })

const guestFields = { nick_name: '路人甲', email: EMAIL, url: 'https://jia.example/' }

type Written = Comment & { guest_token?: string }

const add = (pageId: number, content: string, who: Caller = {}, extra: Record<string, unknown> = {}) =>
  call<Written>('POST', '/api/comment/add', who, { type: 4, for_id: pageId, content, ...extra })

const setSettings = (settings: { guests: boolean; guest_email_required: boolean; users_only: boolean }) =>
  s.api('PUT', '/api/desk/comment-settings', { body: settings, token: admin.token })
const DEFAULTS = { guests: true, guest_email_required: false, users_only: false }

describe('a page as a thread', () => {
  it('gives one thread to /posts/a/, /posts/a and /posts/a/index.html, and another on another site', async () => {
    const a = await thread('/posts/a/')
    expect(await thread('/posts/a')).toBe(a)
    expect(await thread('/posts/a/index.html?x=1#top')).toBe(a)
    const other = await thread('/posts/a/', { site: SITE_2 })
    expect(other).not.toBe(a)
    const bad = await call('POST', '/api/page/thread', {}, { path: '   ' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('页面路径无效')
  })

  it('lets a guest comment on /posts/a/ of site 1, and site 2 sees none there', async () => {
    const pageId = await thread('/posts/a/')
    const written = await add(pageId, '写得**好**', { address: '10.1.0.2' }, { guest: guestFields })
    expect(written.status, written.body.message).toBe(200)
    const token = written.body.result.guest_token as string
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    expect(written.body.result).toMatchObject({
      from_id: 0,
      from_name: '路人甲',
      from_avatar: '',
      from_url: 'https://jia.example/',
      guest: true,
      mine: true,
      content_html: '<p>写得<strong>好</strong></p>',
    })

    const asTheGuest = await list(await thread('/posts/a'), { guest: token })
    const mineThere = asTheGuest.body.result.list.find((c) => c.id === written.body.result.id)
    expect(mineThere).toMatchObject({ from_name: '路人甲', guest: true, mine: true })
    const asAnother = await list(pageId)
    const notMine = asAnother.body.result.list.find((c) => c.id === written.body.result.id)
    expect(notMine?.mine).toBeUndefined()

    const site2 = await list(await thread('/posts/a/', { site: SITE_2 }), { site: SITE_2 })
    expect(site2.body.result.total).toBe(0)
    const stats = await call<Record<string, { comments: number }>>(
      'POST',
      '/api/page/stats',
      {},
      {
        paths: ['/posts/a/'],
      },
    )
    expect(stats.body.result['/posts/a/']?.comments).toBeGreaterThanOrEqual(1)
  })

  it('keeps the token a browser already has, and answers a new one to a new browser', async () => {
    const pageId = await thread('/posts/token/')
    const first = await add(pageId, '一', {}, { guest: { nick_name: '乙' } })
    const token = first.body.result.guest_token as string
    const second = await add(pageId, '二', {}, { guest: { nick_name: '乙' }, guest_token: token })
    expect(second.body.result.guest_token).toBe(token)
    const byHeader = await add(pageId, '三', { guest: token }, { guest: { nick_name: '乙' } })
    expect(byHeader.body.result.guest_token).toBe(token)
  })

  it('checks the guest fields with the rules of the composer', async () => {
    const pageId = await thread('/posts/rules/')
    const cases: [Record<string, unknown>, string][] = [
      [{ nick_name: '' }, '请输入昵称'],
      [{ nick_name: '长'.repeat(21) }, '昵称不能超过20个字符'],
      [{ nick_name: '丙', email: 'not-mail' }, '邮箱格式不正确'],
      [{ nick_name: '丙', url: 'javascript:alert(1)' }, '网址应以 http:// 或 https:// 开头'],
      [{ nick_name: '丙', url: 'ftp://x.example' }, '网址应以 http:// 或 https:// 开头'],
    ]
    for (const [guest, message] of cases) {
      const res = await add(pageId, '好', {}, { guest })
      expect(res.status, JSON.stringify(guest)).toBe(400)
      expect(res.body.message).toBe(message)
    }
  })

  it('answers 401 to a signed-out caller without a guest, and to a guest anywhere but a page', async () => {
    const pageId = await thread('/posts/nobody/')
    const anonymous = await add(pageId, '好')
    expect(anonymous.status).toBe(401)
    const article = await s.api<{ id: number }>('POST', '/api/article/add', {
      token: admin.token,
      body: {
        article_title: '文章',
        article_content: '正文',
        category: { category_name: '分类' },
        tagList: [],
      },
    })
    expect(article.status, article.body.message).toBe(200)
    const onArticle = await call(
      'POST',
      '/api/comment/add',
      {},
      {
        type: 1,
        for_id: article.body.result.id,
        content: '好',
        guest: { nick_name: '丁' },
      },
    )
    expect(onArticle.status).toBe(401)
    expect(onArticle.body.message).toMatch(/登录/)
  })

  it('lets a signed-in user comment as themselves, even if the form sent guest fields', async () => {
    const user = await s.newUser('pager')
    const pageId = await thread('/posts/user/')
    const res = await add(pageId, '我登录了', { token: user.token }, { guest: guestFields })
    expect(res.status).toBe(200)
    expect(res.body.result.from_id).toBe(user.id)
    expect(res.body.result.guest).toBeUndefined()
    expect(res.body.result.guest_token).toBeUndefined()
  })
})

describe('deleting', () => {
  it('lets a guest delete their own comment with the token, and not another guest’s', async () => {
    const pageId = await thread('/posts/delete/')
    const mine = await add(pageId, '我的', {}, { guest: { nick_name: '戊' } })
    const theirs = await add(pageId, '别人的', { address: '10.1.0.9' }, { guest: { nick_name: '己' } })
    const myToken = mine.body.result.guest_token as string
    const noToken = await call('DELETE', `/api/comment/delete/${mine.body.result.id}`, {})
    expect(noToken.status).toBe(401)
    const wrong = await call('DELETE', `/api/comment/delete/${theirs.body.result.id}`, { guest: myToken })
    expect(wrong.status).toBe(403)
    const right = await call('DELETE', `/api/comment/delete/${mine.body.result.id}/0`, { guest: myToken })
    expect(right.status, right.body.message).toBe(200)
    const left = await list(pageId)
    expect(left.body.result.list.map((c) => c.id)).toEqual([theirs.body.result.id])
  })

  it('deletes a root comment at /delete/:id/0, as the blog-v3 client sends it', async () => {
    const user = await s.newUser('root')
    const pageId = await thread('/posts/root/')
    const root = await add(pageId, '根评论', { token: user.token })
    const res = await s.api('DELETE', `/api/comment/delete/${root.body.result.id}/0`, { token: user.token })
    expect(res.status, res.body.message).toBe(200)
    expect((await list(pageId)).body.result.total).toBe(0)
    const bad = await s.api('DELETE', `/api/comment/delete/${root.body.result.id}/-1`, { token: user.token })
    expect(bad.status).toBe(400)
  })
})

describe('replies and notifications', () => {
  it('notifies the admins of a guest comment on a page, and nobody of a reply to a guest', async () => {
    const notices = async () =>
      (
        await s.api<Paged<{ message: string; type: number }>>('POST', '/api/notify/getNotifyList', {
          token: admin.token,
          body: { current: 1, size: 50 },
        })
      ).body.result
    const before = (await notices()).total
    const pageId = await thread('/posts/notify/')
    const root = await add(pageId, '通知我', {}, { guest: guestFields })
    const after = await notices()
    seen.push(after)
    expect(after.total).toBe(before + 1)
    expect(after.list[0]?.message).toContain('路人甲')
    expect(after.list[0]?.message).toContain('页面《第一篇》')
    expect(after.list[0]?.type).toBe(5)

    const user = await s.newUser('replier')
    const reply = await call<Comment>(
      'POST',
      '/api/comment/apply',
      { token: user.token },
      {
        type: 4,
        for_id: pageId,
        parent_id: root.body.result.id,
        to_id: 0,
        content: '回复游客',
      },
    )
    expect(reply.status, reply.body.message).toBe(200)
    expect(reply.body.result).toMatchObject({ to_id: 0, to_name: '路人甲', from_id: user.id })
    // a reply tells only its addressee, and a guest has no account to be told in
    expect((await notices()).total).toBe(before + 1)

    const guestReply = await call<Written>(
      'POST',
      '/api/comment/apply',
      {},
      {
        type: 4,
        for_id: pageId,
        parent_id: root.body.result.id,
        to_id: user.id,
        content: '游客回复用户',
        guest: { nick_name: '庚', email: EMAIL },
      },
    )
    expect(guestReply.status, guestReply.body.message).toBe(200)
    const children = await call<Paged<Comment>>(
      'POST',
      '/api/comment/frontGetChildrenComment',
      {},
      {
        type: 4,
        for_id: pageId,
        parent_id: root.body.result.id,
      },
    )
    expect(children.body.result.list.map((c) => c.from_name)).toEqual([expect.stringMatching(/^昵称/), '庚'])
  })
})

describe('Markdown', () => {
  it('renders the safe subset and escapes the rest, in every answer', async () => {
    const pageId = await thread('/posts/markdown/')
    const text = [
      '<script>alert(1)</script> <b>粗</b>',
      '[链接](https://a.example) [坏](javascript:alert(1))',
      '![图](https://a.example/p.png)',
      '```',
      '<i>code</i>',
      '```',
    ].join('\n')
    const res = await add(pageId, text, {}, { guest: { nick_name: '辛' } })
    const html = res.body.result.content_html
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;粗&lt;/b&gt;')
    expect(html).toContain('<a href="https://a.example" rel="nofollow ugc noopener" target="_blank">链接</a>')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('<img')
    expect(html).toContain('图')
    expect(html).toContain('<pre><code>&lt;i&gt;code&lt;/i&gt;</code></pre>')
    const listed = (await list(pageId)).body.result.list[0]
    expect(listed?.content_html).toBe(html)
    expect(listed?.content).toBe(text)
  })

  it('previews with the same renderer, and refuses an empty text', async () => {
    const res = await call<{ html: string }>('POST', '/api/comment/preview', {}, { content: '*斜* <u>x</u>' })
    expect(res.status).toBe(200)
    expect(res.body.result.html).toBe('<p><em>斜</em> &lt;u&gt;x&lt;/u&gt;</p>')
    const empty = await call('POST', '/api/comment/preview', {}, { content: '  ' })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('请输入评论内容')
  })
})

describe('recent comments of a site', () => {
  it('lists the newest page comments of the asking site with their pages', async () => {
    const pageId = await thread('/posts/recent/', { site: SITE_2 })
    await add(pageId, '旧的', { site: SITE_2 }, { guest: guestFields })
    await add(pageId, `新的${'长'.repeat(200)}`, { site: SITE_2 }, { guest: guestFields })
    const res = await call<RecentComment[]>('GET', '/api/page/recent?limit=5', { site: SITE_2 })
    expect(res.status).toBe(200)
    expect(res.body.result).toHaveLength(2)
    const [newest, older] = res.body.result
    expect(newest?.content.startsWith('新的')).toBe(true)
    expect(Array.from(newest?.content ?? '').length).toBeLessThanOrEqual(120)
    expect(newest).toMatchObject({
      from_name: '路人甲',
      from_url: 'https://jia.example/',
      page: { path: '/posts/recent/', title: '第一篇' },
    })
    expect(older?.content_html).toBe('<p>旧的</p>')
    const site1 = await call<RecentComment[]>('GET', '/api/page/recent', {})
    expect(site1.body.result.every((c) => !c.page.path.startsWith('/posts/recent'))).toBe(true)
    const tooMany = await call('GET', '/api/page/recent?limit=21', {})
    expect(tooMany.status).toBe(400)
  })
})

describe('the owner’s settings', () => {
  it('are admin only, default to guests welcome, and the widget reads them', async () => {
    const user = await s.newUser('noadmin')
    expect((await s.api('GET', '/api/desk/comment-settings', { token: user.token })).status).toBe(403)
    const got = await s.api('GET', '/api/desk/comment-settings', { token: admin.token })
    expect(got.body.result).toEqual(DEFAULTS)
    expect((await call('GET', '/api/page/comment-rules', {})).body.result).toEqual({
      guests: true,
      guest_email_required: false,
    })
    const bad = await s.api('PUT', '/api/desk/comment-settings', {
      token: admin.token,
      body: { guests: 'yes', guest_email_required: false, users_only: false },
    })
    expect(bad.status).toBe(400)
  })

  it('turns guests away when off, and asks for an e-mail when required', async () => {
    const pageId = await thread('/posts/settings/')
    try {
      expect((await setSettings({ ...DEFAULTS, guests: false })).status).toBe(200)
      const off = await add(pageId, '好', {}, { guest: { nick_name: '壬' } })
      expect(off.status).toBe(401)
      expect(off.body.message).toBe('站长只允许登录用户评论，请先登录')
      expect((await call('GET', '/api/page/comment-rules', {})).body.result).toMatchObject({ guests: false })

      await setSettings({ ...DEFAULTS, users_only: true })
      expect((await add(pageId, '好', {}, { guest: { nick_name: '壬' } })).status).toBe(401)
      expect((await call('GET', '/api/page/comment-rules', {})).body.result).toMatchObject({ guests: false })

      await setSettings({ ...DEFAULTS, guest_email_required: true })
      const noMail = await add(pageId, '好', {}, { guest: { nick_name: '壬' } })
      expect(noMail.status).toBe(400)
      expect(noMail.body.message).toBe('请填写邮箱')
      expect((await add(pageId, '好', {}, { guest: { nick_name: '壬', email: EMAIL } })).status).toBe(200)
    } finally {
      await setSettings(DEFAULTS)
    }
  })
})

describe('the guest’s e-mail', () => {
  it('appears in no public answer the tests above received', () => {
    expect(seen.length).toBeGreaterThan(20)
    const text = JSON.stringify(seen)
    expect(text).toContain('路人甲')
    expect(text).not.toContain(EMAIL)
    expect(text).not.toContain('secret-guest')
  })
})
