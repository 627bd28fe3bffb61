import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  Comment,
  DeskComment,
  GuestPassTicket,
  HeldItem,
  MessageEntry,
  Paged,
  PageThread,
  RecentComment,
  RefusedItem,
  WordLists,
} from '../../src/core/contract/index.ts'
import { reviewLinks } from '../../src/server/moderation/signed-links.ts'
import { agedFormToken } from './guest-pass.ts'
import { startTestServer, type TestServer } from './harness.ts'

// The review queue, sensitive words and spam defence (docs/api.md §27), through the real server.

const SITE = 'http://blog.example:4000'
let s: TestServer
let admin: { token: string; id: number }
let address = 0

beforeAll(async () => {
  process.env.XZ_COMMENT_AUDIT = 'guests'
  s = await startTestServer({ allowedOrigins: [SITE], trustProxy: true })
  admin = await s.admin()
})
afterAll(async () => {
  delete process.env.XZ_COMMENT_AUDIT
  await s.close()
})

interface Visitor {
  ip: string
  guest?: string
  token?: string
}
/** A new visitor from an address of their own. */
const visitor = (): Visitor => ({ ip: `10.9.${Math.floor(++address / 250)}.${address % 250}` })

const headersOf = (v: Visitor): Record<string, string> => ({
  origin: SITE,
  'x-forwarded-for': v.ip,
  ...(v.guest ? { 'x-xz-guest': v.guest } : {}),
})
const call = <T>(method: string, path: string, v: Visitor, body?: unknown) =>
  s.api<T>(method, path, { body, token: v.token, headers: headersOf(v) })
const desk = <T>(method: string, path: string, body?: unknown) =>
  s.api<T>(method, `/api/desk${path}`, { body, token: admin.token })

async function thread(path: string): Promise<number> {
  const res = await call<PageThread>('POST', '/api/page/thread', visitor(), { path, title: '文章' })
  expect(res.status, res.body.message).toBe(200)
  return res.body.result.page_id
}

type Written = Comment & { guest_token?: string }

/** A guest comment as the widget sends it: fields, the aged form token, the token the browser keeps. */
async function guestComment(pageId: number, v: Visitor, content: string, nick = '路人', extra = {}) {
  const res = await call<Written>('POST', '/api/comment/add', v, {
    type: 4,
    for_id: pageId,
    content,
    guest: { nick_name: nick },
    form_token: await agedFormToken(s),
    ...extra,
  })
  if (res.status === 200 && res.body.result.guest_token) v.guest = res.body.result.guest_token
  return res
}

/** A signed-in user's comment on a page, from an address of their own. */
const userComment = (pageId: number, token: string, content: string) =>
  call<Comment>('POST', '/api/comment/add', { ...visitor(), token }, { type: 4, for_id: pageId, content })

const list = (pageId: number, v: Visitor) =>
  call<Paged<Comment>>('POST', '/api/comment/frontGetParentComment', v, { type: 4, for_id: pageId })
const total = async (pageId: number) =>
  (await call<number>('POST', '/api/comment/getCommentTotal', visitor(), { type: 4, for_id: pageId })).body
    .result

describe('XZ_COMMENT_AUDIT=guests', () => {
  it('holds a guest comment until the desk approves it: its author sees it, another visitor does not', async () => {
    const pageId = await thread('/held/')
    const author = visitor()
    const written = await guestComment(pageId, author, '第一次来，写得真好')
    expect(written.status, written.body.message).toBe(200)
    expect(written.body.result.held).toBe(true)
    const id = written.body.result.id

    const own = (await list(pageId, author)).body.result.list
    expect(own.find((c) => c.id === id)).toMatchObject({ held: true, mine: true })
    // nobody answers a comment nobody may see yet
    const member = await s.newUser('replier')
    const reply = await call(
      'POST',
      '/api/comment/apply',
      { ...visitor(), token: member.token },
      {
        type: 4,
        for_id: pageId,
        parent_id: id,
        to_id: 0,
        content: '回复一条还在审核的评论',
      },
    )
    expect(reply.status).toBe(404)
    expect((await list(pageId, visitor())).body.result.list.find((c) => c.id === id)).toBeUndefined()
    expect(await total(pageId)).toBe(0)
    const recent = await call<RecentComment[]>('GET', '/api/page/recent', { ...visitor() })
    expect(recent.body.result.some((c) => c.id === id)).toBe(false)

    // the desk shows it waiting, with why, and counts it on the menu
    expect((await desk<number>('GET', '/review/count')).body.result).toBeGreaterThanOrEqual(1)
    const queue = await desk<Paged<HeldItem>>('POST', '/review/list', { kind: 'comment' })
    expect(queue.body.result.list.find((h) => h.id === id)).toMatchObject({
      author: '路人',
      guest: true,
      reason: '游客发表的内容需审核',
      content: '第一次来，写得真好',
    })

    // nobody was told of it while it waited; approving tells the owner
    const told = async () =>
      (
        await s.api<Paged<{ message: string }>>('POST', '/api/notify/getNotifyList', {
          token: admin.token,
          body: { current: 1, size: 50 },
        })
      ).body.result.list.some((n) => n.message.includes('第一次来，写得真好'))
    expect(await told()).toBe(false)
    const approved = await desk<{ done: number }>('POST', '/review', {
      items: [{ kind: 'comment', id }],
      action: 'approve',
    })
    expect(approved.body.result.done).toBe(1)
    expect(await told()).toBe(true)
    const seen = (await list(pageId, visitor())).body.result.list.find((c) => c.id === id)
    expect(seen?.content).toBe('第一次来，写得真好')
    expect(seen?.held).toBeUndefined()
    expect(await total(pageId)).toBe(1)
  })

  it('publishes a signed-in user at once, and shows the desk the setting as fixed', async () => {
    const pageId = await thread('/users-pass/')
    const user = await s.newUser('member')
    const res = await userComment(pageId, user.token, '会员的评论')
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.result.held).toBeUndefined()
    const settings = await desk<{ audit_fixed: string; audit: Record<string, string> }>(
      'GET',
      '/review/settings',
    )
    expect(settings.body.result).toMatchObject({ audit_fixed: 'guests', audit: { page: 'guests' } })
  })

  it('rejects and marks as spam in a batch; spam blocks the guest from writing again', async () => {
    const pageId = await thread('/batch/')
    const spammer = visitor()
    const a = await guestComment(pageId, spammer, '广告一', '推销员')
    const b = await guestComment(pageId, visitor(), '广告二', '另一个')
    const spam = await desk<{ done: number }>('POST', '/review', {
      items: [{ kind: 'comment', id: a.body.result.id }],
      action: 'spam',
    })
    expect(spam.body.result.done).toBe(1)
    const rejected = await desk<{ done: number }>('POST', '/review', {
      items: [
        { kind: 'comment', id: b.body.result.id },
        { kind: 'comment', id: a.body.result.id },
      ],
      action: 'reject',
    })
    // the spam one is no longer waiting: only the other is deleted
    expect(rejected.body.result.done).toBe(1)
    const again = await guestComment(pageId, spammer, '换个说法再来')
    expect(again.status).toBe(403)
    expect(again.body.message).toBe('你已被站长屏蔽，暂时无法发表')
    // a member who shares the spammer's nickname is not blocked by it
    const namesake = await s.newUser('namesake')
    await s.api('PUT', '/api/user/updateOwnUserInfo', {
      token: namesake.token,
      body: { nick_name: '推销员' },
    })
    expect((await userComment(await thread('/namesake/'), namesake.token, '我不是那个推销员')).status).toBe(
      200,
    )
    // the spammer's own held view no longer holds the spam; the desk's list marks it
    expect((await list(pageId, spammer)).body.result.list).toHaveLength(0)
    const all = await desk<Paged<DeskComment>>('POST', '/comments', {
      current: 1,
      size: 50,
      type: 4,
      for_id: pageId,
    })
    expect(all.body.result.list.map((c) => [c.content, c.status])).toEqual([['广告一', 'spam']])
  })

  it('holds a guest board entry: hidden from the board until approved', async () => {
    const guest = visitor()
    guest.guest = 'board-guest-token-0123456789abcdef'
    const posted = await call<MessageEntry>('POST', '/api/message/add', guest, {
      message: '留言板上的第一句',
    })
    expect(posted.status, posted.body.message).toBe(200)
    expect(posted.body.result.held).toBe(true)
    const board = (v: Visitor) =>
      call<Paged<MessageEntry>>('POST', '/api/message/getMessageList', v, { current: 1, size: 50 })
    expect((await board(guest)).body.result.list.some((m) => m.id === posted.body.result.id)).toBe(true)
    expect((await board(visitor())).body.result.list.some((m) => m.id === posted.body.result.id)).toBe(false)
    await desk('POST', '/review', {
      items: [{ kind: 'message', id: posted.body.result.id }],
      action: 'approve',
    })
    expect((await board(visitor())).body.result.list.some((m) => m.id === posted.body.result.id)).toBe(true)
  })
})

describe('sensitive words', () => {
  it('catches 代开发票 and its spaced, dotted, full-width and traditional variants in a comment', async () => {
    const pageId = await thread('/words/')
    for (const text of ['可以代开发票', '代 开 发 票', '代.开-发_票', '代開發票', '代\u200b开发票']) {
      const res = await guestComment(pageId, visitor(), `您好，${text}，联系我`)
      expect(res.status, text).toBe(200)
      const queue = await desk<Paged<HeldItem>>('POST', '/review/list', { kind: 'comment', size: 50 })
      const item = queue.body.result.list.find((h) => h.id === res.body.result.id)
      expect(item?.reason, text).toContain('含有敏感词「代开发票」')
    }
  })

  it('refuses 代开发票 in a nickname, full-width too', async () => {
    const pageId = await thread('/nick/')
    for (const nick of ['代开发票小王', '代 开 發 票']) {
      const res = await guestComment(pageId, visitor(), '正常的评论', nick)
      expect(res.status, nick).toBe(400)
      expect(res.body.message).toBe('昵称包含不允许使用的词语')
    }
    const wide = await guestComment(pageId, visitor(), '正常的评论二', 'ＣＡＳＩＮＯ', {
      guest: { nick_name: '网址党', url: 'https://ＣＡＳＩＮＯ.example/' },
    })
    expect(wide.status).toBe(400)
  })

  it('stars out a word when the owner says 替换为＊, and refuses with 拒绝', async () => {
    const lists = (await desk<WordLists>('GET', '/review/words')).body.result
    const saved = await desk<WordLists>('PUT', '/review/words', {
      ...lists,
      body: { action: 'replace', words: ['坏词', 'ＢＡＤ'] },
    })
    expect(saved.body.result.body.words).toEqual(['坏词', 'ＢＡＤ'])
    const user = await s.newUser('writer')
    const pageId = await thread('/stars/')
    const res = await userComment(pageId, user.token, '这是坏 词，还有 bad 的')
    expect(res.body.result.content).toBe('这是＊＊＊，还有 ＊＊＊ 的')
    await desk('PUT', '/review/words', { ...lists, body: { action: 'reject', words: ['坏词'] } })
    const refused = await userComment(pageId, user.token, '又是壞詞')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('内容包含不允许发布的词语「坏词」')
    await desk('PUT', '/review/words', lists)
  })
})

describe('spam defence', () => {
  it('publishes nothing more when a recorded guest request is replayed', async () => {
    const pageId = await thread('/replay/')
    const v = visitor()
    const recorded = {
      type: 4,
      for_id: pageId,
      content: '一条被录下来的评论',
      guest: { nick_name: '录像' },
      form_token: await agedFormToken(s),
    }
    expect((await call('POST', '/api/comment/add', v, recorded)).status).toBe(200)
    for (let i = 0; i < 3; i++) {
      const replay = await call('POST', '/api/comment/add', visitor(), {
        ...recorded,
        content: `改一下 ${i}`,
      })
      expect(replay.status).toBe(400)
      expect(replay.body.message).toBe('这份表单已经提交过了，请刷新页面后重试')
    }
    const queue = await desk<Paged<HeldItem>>('POST', '/review/list', { kind: 'comment', size: 50 })
    expect(queue.body.result.list.filter((h) => h.author === '录像')).toHaveLength(1)
  })

  it('refuses a guest form without a token, one sent under 2 s, and one whose hidden field is filled', async () => {
    const pageId = await thread('/fast/')
    const body = { type: 4, for_id: pageId, content: '很快', guest: { nick_name: '快手' } }
    expect((await call('POST', '/api/comment/add', visitor(), body)).body.message).toBe(
      '表单已失效，请刷新页面后重试',
    )
    const ticket = await call<GuestPassTicket>('POST', '/api/spam/pass', visitor())
    expect(ticket.body.result.min_age_ms).toBe(2000)
    const young = await call('POST', '/api/comment/add', visitor(), {
      ...body,
      form_token: ticket.body.result.form_token,
    })
    expect(young.body.message).toBe('提交太快了，请稍候再试')
    const trapped = await guestComment(pageId, visitor(), '机器人', '机器', {
      website: 'http://spam.example',
    })
    expect(trapped.status).toBe(400)
  })

  it('refuses the same text from the same visitor within ten minutes', async () => {
    const pageId = await thread('/twice/')
    const v = visitor()
    expect((await guestComment(pageId, v, '同一句话')).status).toBe(200)
    const twice = await guestComment(pageId, v, '同一句话')
    expect(twice.status).toBe(400)
    expect(twice.body.message).toBe('请不要重复发送相同的内容')
    // the desk is told what was refused and why
    const refused = await desk<RefusedItem[]>('GET', '/review/refused')
    expect(refused.body.result[0]).toMatchObject({
      kind: 'comment',
      author: '路人',
      excerpt: '同一句话',
      reason: '请不要重复发送相同的内容',
    })
  })

  it('asks for a solved proof of work when the policy says always, and takes each solution once', async () => {
    const before = (await desk<{ audit: object; pow: string }>('GET', '/review/settings')).body.result
    await desk('PUT', '/review/settings', { audit: before.audit, pow: 'always' })
    try {
      const pageId = await thread('/pow/')
      const v = visitor()
      const without = await guestComment(pageId, v, '没有算')
      expect(without.body.message).toBe('请先完成人机验证')
      const ticket = (await call<GuestPassTicket>('POST', '/api/spam/pass', v)).body.result
      const challenge = ticket.pow as Challenge
      expect(challenge?.parameters.algorithm).toBe('SHA-256')
      const solution = await solveChallenge({ challenge, deriveKey })
      const pow = { challenge, solution }
      const solved = await guestComment(pageId, v, '算好了', '矿工', { pow })
      expect(solved.status, solved.body.message).toBe(200)
      const reused = await guestComment(pageId, visitor(), '再用一次', '矿工', { pow })
      expect(reused.body.message).toBe('这份表单已经提交过了，请刷新页面后重试')
      const forged = await guestComment(pageId, visitor(), '伪造', '矿工', {
        pow: { challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } },
      })
      expect(forged.body.message).toBe('人机验证未通过，请重试')
    } finally {
      await desk('PUT', '/review/settings', { audit: before.audit, pow: 'busy' })
    }
  })
})

describe("the signed links of the owner's mail", () => {
  it('asks on opening, acts on the button, and refuses a forged or expired link', async () => {
    const pageId = await thread('/mail-link/')
    const held = await guestComment(pageId, visitor(), '等邮件里的链接')
    const id = held.body.result.id
    const links = await reviewLinks(s.running.ctx.db, 'https://blog.example/', { kind: 'comment', id })
    expect(links.approve).toMatch(/^https:\/\/blog\.example\/api\/moderation\/link\?t=approve\./)
    const local = (url: string) => s.url + url.replace('https://blog.example', '')

    const opened = await fetch(local(links.approve))
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('通过这条评论？')
    // the button cannot be framed and clicked through another site
    expect(opened.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    // opening changed nothing
    expect((await list(pageId, visitor())).body.result.list).toHaveLength(0)
    const acted = await fetch(local(links.approve), { method: 'POST' })
    expect(await acted.text()).toContain('已通过')
    expect((await list(pageId, visitor())).body.result.list.map((c) => c.id)).toEqual([id])

    const forged = await fetch(local(links.reject.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))), {
      method: 'POST',
    })
    expect(forged.status).toBe(400)
    const old = await reviewLinks(
      s.running.ctx.db,
      'https://blog.example',
      { kind: 'comment', id },
      Date.now() - 8 * 86_400_000,
    )
    const expired = await fetch(local(old.reject), { method: 'POST' })
    expect(await expired.text()).toContain('链接已过期')
    expect((await list(pageId, visitor())).body.result.list).toHaveLength(1)
  })
})

describe('sensitive words beyond comments', () => {
  it('stars a word in the chat room, refuses it in a nickname, and in a link application', async () => {
    const user = await s.newUser('chatter')
    const socket = await s.socket()
    socket.send({ type: 'init', user_id: user.id, token: user.token })
    await socket.next('tips')
    socket.send({ type: 'message', content: '有人要代 开 发 票吗', content_type: 'text', client_id: 'w-1' })
    const said = await socket.next('message', (m) => m.client_id === 'w-1')
    expect(said.content).toBe('有人要＊＊＊＊＊＊＊吗')
    socket.ws.close()

    const register = await s.api('POST', '/api/user/register', {
      body: { username: 'wordsnick1', password: 'Passw0rd_1', nick_name: '代开發票' },
    })
    expect(register.status).toBe(400)
    expect(register.body.message).toBe('昵称包含不允许使用的词语')
    const rename = await s.api('PUT', '/api/user/updateOwnUserInfo', {
      token: user.token,
      body: { nick_name: '专业代开发票' },
    })
    expect(rename.status).toBe(400)

    const link = await s.api('POST', '/api/links/add', {
      token: user.token,
      body: { site_name: '好站', site_desc: '', site_avatar: '', url: 'https://best-casino.example/' },
    })
    expect(link.status).toBe(400)
    expect(link.body.message).toBe('网址包含不允许的内容')
  })
})
