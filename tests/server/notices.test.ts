import { createHmac } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer as createNetServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  Comment,
  NoticeEmail,
  NoticeSettings,
  OutboxRow,
  Paged,
  PageThread,
  TestMailResult,
} from '../../src/core/contract/index.ts'
import { notice } from '../../src/server/notify/notice.ts'
import { KEEP_DONE_MS, pruneOutbox } from '../../src/server/notify/outbox-sql.ts'
import type { NoticeOptions } from '../../src/server/notify/notice-options.ts'
import {
  freePort,
  type HookReceiver,
  type Inbox,
  type ReceivedMail,
  startHookReceiver,
  startInbox,
} from '../support/smtp-inbox.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { withGuestPass } from './guest-pass.ts'

// Notices that leave the site (docs/api.md §26), against a real SMTP server and a real webhook
// receiver on loopback: who hears of what, the unsubscribe link, the outbox surviving an SMTP
// outage, a restart and a second instance.

const SITE = 'http://blog-site.example:4000'
const SITE_URL = 'https://blog.example'
const OWNER = 'owner@blog.example'
/** the outbox's pace, quickened: a first retry after 150 ms instead of 30 s */
const QUICK: NoticeOptions = { pollMs: 40, retryBaseMs: 150 }

const servers: TestServer[] = []
const inboxes: Inbox[] = []
afterAll(async () => {
  for (const s of servers) await s.close().catch(() => {})
  for (const i of inboxes) await i.close().catch(() => {})
})

async function serverWith(notices: NoticeOptions, more: Parameters<typeof startTestServer>[0] = {}) {
  const s = await startTestServer({ allowedOrigins: [SITE], notices: { ...QUICK, ...notices }, ...more })
  servers.push(s)
  return s
}

/** A TCP server that accepts and says nothing, until closed. */
async function startSilentServer(port: number) {
  const sockets = new Set<Socket>()
  let connections = 0
  const server = createNetServer((socket) => {
    connections += 1
    sockets.add(socket)
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  return {
    get connections() {
      return connections
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

async function inbox(opts: Parameters<typeof startInbox>[0] = {}) {
  const i = await startInbox(opts)
  inboxes.push(i)
  return i
}

const as = (address: string) => ({ origin: SITE, 'x-forwarded-for': address })

async function pageThread(s: TestServer, path: string): Promise<number> {
  const res = await s.api<PageThread>('POST', '/api/page/thread', {
    body: { path, title: '春天的第一篇', url: `${SITE}${path}` },
    headers: as('10.2.0.1'),
  })
  expect(res.status, res.body.message).toBe(200)
  return res.body.result.page_id
}

type Written = Comment & { guest_token?: string }

async function guestComment(
  s: TestServer,
  pageId: number,
  content: string,
  guest: { nick_name: string; email?: string },
  address = '10.2.0.2',
) {
  return s.api<Written>('POST', '/api/comment/add', {
    body: await withGuestPass(s, { type: 4, for_id: pageId, content, guest }),
    headers: as(address),
  })
}

async function guestReply(
  s: TestServer,
  pageId: number,
  parentId: number,
  content: string,
  who: { token?: string; guest?: { nick_name: string; email?: string } },
  toId = 0,
) {
  return s.api<Written>('POST', '/api/comment/apply', {
    body: await withGuestPass(s, {
      type: 4,
      for_id: pageId,
      parent_id: parentId,
      to_id: toId,
      content,
      ...(who.guest ? { guest: who.guest } : {}),
    }),
    token: who.token,
    headers: as('10.2.0.3'),
  })
}

const mailTo = (address: string, about?: string) => (m: ReceivedMail) =>
  m.to.includes(address) && (about === undefined || m.text.includes(about))

/** Asks until the answer is truthy. */
async function eventually<T>(
  ask: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const answer = await ask()
    if (answer) return answer
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms: ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Waits until nothing is left pending in the outbox. */
const settled = (s: TestServer) =>
  eventually(async () => (await outbox(s, 'pending')).length === 0, 'an empty queue')

async function outbox(s: TestServer, status?: string): Promise<OutboxRow[]> {
  const { token } = await s.admin()
  const res = await s.api<Paged<OutboxRow>>('POST', '/api/desk/outbox', {
    body: { current: 1, size: 50, ...(status ? { status } : {}) },
    token,
  })
  expect(res.status, res.body.message).toBe(200)
  return res.body.result.list
}

describe('who hears of what, by mail', () => {
  let s: TestServer
  let box: Inbox
  let pageId: number

  beforeAll(async () => {
    box = await inbox()
    s = await serverWith({
      smtpUrl: box.url,
      siteUrl: SITE_URL,
      adminEmail: OWNER,
      mailFrom: '小站 <noreply@blog.example>',
    })
    pageId = await pageThread(s, '/posts/spring/')
  })

  it('tells the owner of a new comment, in Chinese text and HTML, with the link to it', async () => {
    const res = await guestComment(s, pageId, '春天来了，写得真好', {
      nick_name: '路人甲',
      email: 'jia@mail.example',
    })
    expect(res.status, res.body.message).toBe(200)
    const mail = await box.next(mailTo(OWNER, '春天来了，写得真好'))
    expect(mail.subject).toContain('新评论')
    expect(mail.text).toContain('路人甲 评论了页面《春天的第一篇》')
    expect(mail.text).toContain(`${SITE}/posts/spring/#comment-${res.body.result.id}`)
    expect(mail.html).toContain('春天来了，写得真好')
    expect(mail.html).toContain(`href="${SITE}/posts/spring/#comment-${res.body.result.id}"`)
    expect(mail.from).toBe('noreply@blog.example')
  })

  it('mails the owner a held comment with signed 通过 and 删除 links, and the comment itself once approved', async () => {
    const { token } = await s.admin()
    const settings = (await s.api<{ audit: object }>('GET', '/api/desk/review/settings', { token })).body.result
    await s.api('PUT', '/api/desk/review/settings', {
      token,
      body: { audit: { page: 'guests', article: 'off', message: 'off' }, pow: 'busy' },
    })
    try {
      const held = await guestComment(s, pageId, '这条要先审核', { nick_name: '新来的' })
      expect(held.status, held.body.message).toBe(200)
      const asked = await box.next(mailTo(OWNER, '这条要先审核'))
      expect(asked.subject).toContain('待审核')
      expect(asked.text).toContain(`${SITE_URL}/api/moderation/link?t=`)
      expect(asked.html).toContain('通过')
      expect(asked.html).toContain('删除')
      // nothing told of it as a new comment while it waits
      expect(box.mails.filter((m) => m.subject.includes('新评论') && m.text.includes('这条要先审核'))).toEqual([])
      const approved = await s.api('POST', '/api/desk/review', {
        token,
        body: { items: [{ kind: 'comment', id: held.body.result.id }], action: 'approve' },
      })
      expect(approved.status, approved.body.message).toBe(200)
      const told = await box.next((m) => mailTo(OWNER, '这条要先审核')(m) && m.subject.includes('新评论'))
      expect(told.text).toContain(`#comment-${held.body.result.id}`)
    } finally {
      await s.api('PUT', '/api/desk/review/settings', { token, body: { ...settings, pow: 'busy' } })
    }
  })

  it('tells a guest who left an e-mail of a reply, with the reply, the title and the link to the reply', async () => {
    const first = await guestComment(s, pageId, '有人在吗', { nick_name: '小乙', email: 'yi@mail.example' })
    const { token } = await s.admin()
    const reply = await guestReply(s, pageId, first.body.result.id, '在的，欢迎常来', { token })
    expect(reply.status, reply.body.message).toBe(200)
    const mail = await box.next(mailTo('yi@mail.example', '在的，欢迎常来'))
    expect(mail.subject).toContain('回复了你')
    expect(mail.text).toContain('春天的第一篇')
    expect(mail.text).toContain(`#comment-${reply.body.result.id}`)
    // the owner replied: nobody tells the owner of their own reply
    await settled(s)
    expect(box.mails.filter(mailTo(OWNER, '在的，欢迎常来'))).toEqual([])
  })

  it('tells nobody of their own reply, and a guest without an e-mail gets nothing', async () => {
    const guest = { nick_name: '小丙', email: 'bing@mail.example' }
    const first = await guestComment(s, pageId, '自言自语一', guest)
    await guestReply(s, pageId, first.body.result.id, '自言自语二', { guest })
    const quiet = await guestComment(s, pageId, '我不留邮箱', { nick_name: '小丁' })
    await guestReply(s, pageId, quiet.body.result.id, '回复不留邮箱的人', { token: (await s.admin()).token })
    await box.next(mailTo(OWNER, '自言自语二'))
    await settled(s)
    expect(box.mails.filter((m) => m.to.includes('bing@mail.example'))).toEqual([])
    expect(box.mails.filter((m) => m.text.includes('回复不留邮箱的人'))).toEqual([])
  })

  it('tells the owner of a message-board entry and of a link application', async () => {
    const user = await s.newUser('noticer')
    const entry = await s.api<{ id: number }>('POST', '/api/message/add', {
      body: { message: '留言板上的第一句话' },
      token: user.token,
    })
    expect(entry.status, entry.body.message).toBe(200)
    const m = await box.next(mailTo(OWNER, '留言板上的第一句话'))
    expect(m.text).toContain(`${SITE_URL}/message/detail?id=${entry.body.result.id}`)
    const link = await s.api('POST', '/api/links/add', {
      body: { site_name: '隔壁小站', url: 'https://next-door.example/' },
      token: user.token,
    })
    expect(link.status, link.body.message).toBe(200)
    const l = await box.next(mailTo(OWNER, '隔壁小站'))
    expect(l.subject).toContain('友链申请')
  })

  it('tells the owner of an item held for review, with its one-click actions (the review queue calls notice())', async () => {
    await notice(s.running.ctx, {
      type: 'review',
      what: '评论',
      author: '可疑的人',
      text: '代开发票，联系我',
      url: `${SITE_URL}/desk/moderation`,
      actions: [
        { label: '通过', url: `${SITE_URL}/api/desk/review/approve?sig=a` },
        { label: '删除', url: `${SITE_URL}/api/desk/review/delete?sig=d` },
      ],
    })
    const mail = await box.next(mailTo(OWNER, '代开发票，联系我'))
    expect(mail.subject).toContain('待审核')
    expect(mail.text).toContain(`通过：${SITE_URL}/api/desk/review/approve?sig=a`)
    expect(mail.html).toContain(`href="${SITE_URL}/api/desk/review/delete?sig=d"`)
  })

  it('puts the site name, a one-click unsubscribe link and List-Unsubscribe on every mail; the link stops further mail', async () => {
    const address = 'wu@mail.example'
    const first = await guestComment(s, pageId, '退订之前', { nick_name: '小戊', email: address })
    const { token } = await s.admin()
    await guestReply(s, pageId, first.body.result.id, '第一封回复', { token })
    const mail = await box.next(mailTo(address, '第一封回复'))
    const header = mail.headers['list-unsubscribe'] ?? ''
    const link = /<([^>]+)>/.exec(header)?.[1] ?? ''
    expect(link).toMatch(new RegExp(`^${SITE_URL}/notice/unsubscribe\\?token=`))
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toContain(`一键退订：${link}`)
    expect(mail.text).toContain('这封邮件来自「')

    // the link, opened on this server, as a mail client's one-click POST
    const page = await fetch(`${s.url}${link.slice(SITE_URL.length)}`, { method: 'POST' })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('已退订')

    await guestReply(s, pageId, first.body.result.id, '第二封回复', { token })
    await settled(s)
    expect(box.mails.filter(mailTo(address, '第二封回复'))).toEqual([])
    expect((await outbox(s)).filter((r) => r.recipient === address)).toHaveLength(1)
    const bad = await fetch(`${s.url}/notice/unsubscribe?token=not-a-real-token-at-all`)
    expect(bad.status).toBe(400)
  })

  it('sends at most 10 mails an hour to one address; the rest are kept as skipped', async () => {
    const address = 'ji@mail.example'
    const first = await guestComment(s, pageId, '话痨的开始', { nick_name: '小己', email: address })
    const { token } = await s.admin()
    for (let i = 1; i <= 12; i++)
      await guestReply(s, pageId, first.body.result.id, `第${i}次回复小己`, { token })
    await settled(s)
    expect(box.mails.filter((m) => m.to.includes(address))).toHaveLength(10)
    const skipped = (await outbox(s, 'skipped')).filter((r) => r.recipient === address)
    expect(skipped).toHaveLength(2)
    expect(skipped[0]?.last_error).toContain('一小时')
  })

  it('mails a user only at an address they confirmed, and tells an applicant of the verdict', async () => {
    const user = await s.newUser('mailer')
    const address = 'geng@mail.example'
    const set = await s.api<NoticeEmail>('PUT', '/api/notice/email', {
      body: { email: address },
      token: user.token,
    })
    expect(set.status, set.body.message).toBe(200)
    expect(set.body.result).toEqual({ email: address, confirmed: false })
    const confirmMail = await box.next(mailTo(address, '确认'))
    const link = /(https:\/\/blog\.example\/notice\/confirm\?token=[\w-]+)/.exec(confirmMail.text)?.[1] ?? ''
    expect(link).not.toBe('')

    // a reply before the click reaches nobody
    const userAt = { token: user.token }
    const mine = await s.api<Written>('POST', '/api/comment/add', {
      body: { type: 4, for_id: pageId, content: '我是注册用户' },
      ...userAt,
      headers: as('10.2.0.9'),
    })
    const { token } = await s.admin()
    await guestReply(s, pageId, mine.body.result.id, '确认之前的回复', { token }, user.id)
    await settled(s)
    expect(box.mails.filter(mailTo(address, '确认之前的回复'))).toEqual([])

    const opened = await fetch(`${s.url}${link.slice(SITE_URL.length)}`)
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('邮箱已确认')
    const now = await s.api<NoticeEmail>('GET', '/api/notice/email', { token: user.token })
    expect(now.body.result).toEqual({ email: address, confirmed: true })
    await guestReply(s, pageId, mine.body.result.id, '确认之后的回复', { token }, user.id)
    await box.next(mailTo(address, '确认之后的回复'))

    const link2 = await s.api<{ id: number }>('POST', '/api/links/add', {
      body: { site_name: '申请者的站', url: 'https://applicant.example/' },
      token: user.token,
    })
    await s.api('PUT', `/api/desk/links/reject/${link2.body.result.id}`, {
      body: { reason: '内容太少' },
      token,
    })
    const verdict = await box.next(mailTo(address, '申请者的站'))
    expect(verdict.subject).toContain('未通过')
    expect(verdict.text).toContain('内容太少')
  })
})

describe('webhooks', () => {
  let s: TestServer
  let hooks: HookReceiver

  beforeAll(async () => {
    hooks = await startHookReceiver()
    s = await serverWith({ siteUrl: SITE_URL })
  })
  afterAll(() => hooks.close())

  it('posts the generic JSON signed with the secret, and each preset its own body', async () => {
    const { token } = await s.admin()
    const saved = await s.api<NoticeSettings>('PUT', '/api/desk/notices', {
      token,
      body: {
        smtp_url: '',
        mail_from: '',
        site_url: '',
        admin_email: '',
        owner: { comment: true, message: true, link: true, review: true },
        webhooks: [
          {
            kind: 'generic',
            name: '通用',
            url: `${hooks.url}/generic`,
            secret: 'hook-secret',
            chat_id: '',
            enabled: true,
          },
          {
            kind: 'wecom',
            name: '企业微信',
            url: `${hooks.url}/wecom?key=k`,
            secret: '',
            chat_id: '',
            enabled: true,
          },
          {
            kind: 'dingtalk',
            name: '钉钉',
            url: `${hooks.url}/dingtalk?access_token=t`,
            secret: 'SECabc',
            chat_id: '',
            enabled: true,
          },
          {
            kind: 'feishu',
            name: '飞书',
            url: `${hooks.url}/feishu`,
            secret: 'fs',
            chat_id: '',
            enabled: true,
          },
          {
            kind: 'telegram',
            name: 'TG',
            url: `${hooks.url}/bot123/sendMessage`,
            secret: '',
            chat_id: '-100200',
            enabled: true,
          },
          {
            kind: 'generic',
            name: '关掉的',
            url: `${hooks.url}/off`,
            secret: 'x',
            chat_id: '',
            enabled: false,
          },
        ],
      },
    })
    expect(saved.status, saved.body.message).toBe(200)
    const pageId = await pageThread(s, '/hooks/')
    await guestComment(s, pageId, '推送到机器人', { nick_name: '推送者' })

    const generic = await hooks.next((h) => h.path === '/generic')
    const expected = `sha256=${createHmac('sha256', 'hook-secret').update(generic.body).digest('hex')}`
    expect(generic.headers['x-xiaozhan-signature']).toBe(expected)
    expect(JSON.parse(generic.body)).toMatchObject({ event: 'comment', quote: '推送到机器人' })

    const wecom = JSON.parse((await hooks.next((h) => h.path.startsWith('/wecom'))).body)
    expect(wecom.msgtype).toBe('text')
    expect(wecom.text.content).toContain('推送到机器人')

    const ding = await hooks.next((h) => h.path.startsWith('/dingtalk'))
    expect(ding.path).toMatch(/access_token=t&timestamp=\d+&sign=/)
    expect(JSON.parse(ding.body).text.content).toContain('推送到机器人')

    const feishu = JSON.parse((await hooks.next((h) => h.path === '/feishu')).body)
    expect(feishu).toMatchObject({ msg_type: 'text' })
    expect(feishu.content.text).toContain('推送到机器人')
    expect(feishu.sign).toBe(createHmac('sha256', `${feishu.timestamp}\nfs`).update('').digest('base64'))

    const tg = JSON.parse((await hooks.next((h) => h.path === '/bot123/sendMessage')).body)
    expect(tg).toMatchObject({ chat_id: '-100200' })
    expect(tg.text).toContain('推送到机器人')

    await settled(s)
    expect(hooks.calls.filter((h) => h.path === '/off')).toEqual([])
  })

  it("refuses a user's address while the site sends no mail", async () => {
    const user = await s.newUser('nomail')
    const res = await s.api('PUT', '/api/notice/email', {
      token: user.token,
      body: { email: 'x@mail.example' },
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('本站尚未开启邮件通知')
    const bad = await s.api('PUT', '/api/notice/email', { token: user.token, body: { email: 'nope' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('邮箱格式不正确')
    expect((await s.api('GET', '/api/notice/email', {})).status).toBe(401)
  })

  it('retries a webhook that failed, and the desk shows it retrying with the reason', async () => {
    hooks.status = 503
    const pageId = await pageThread(s, '/hooks-down/')
    await guestComment(s, pageId, '服务暂时不可用时', { nick_name: '耐心的人' })
    const row = await eventually(
      async () =>
        (await outbox(s)).find(
          (r) =>
            r.channel === 'webhook' &&
            r.status === 'pending' &&
            r.attempts > 0 &&
            r.last_error.includes('503'),
        ),
      'a webhook row retrying after a 503',
    )
    expect(row.subject).toContain('新评论')
    hooks.status = 200
    await hooks.next((h) => h.path === '/generic' && h.body.includes('服务暂时不可用时'))
  })
})

describe('the outbox', () => {
  it('answers a comment at once while SMTP hangs, and its mail arrives once SMTP is back', async () => {
    // a server that takes the connection and never greets: a route that waited would hang with it
    const port = await freePort()
    const silent = await startSilentServer(port)
    const s = await serverWith({ smtpUrl: `smtp://127.0.0.1:${port}`, siteUrl: SITE_URL, adminEmail: OWNER })
    const pageId = await pageThread(s, '/down/')
    const started = Date.now()
    const res = await guestComment(s, pageId, 'SMTP 停机时的评论', { nick_name: '早起的人' })
    expect(res.status, res.body.message).toBe(200)
    expect(Date.now() - started).toBeLessThan(3000)
    await eventually(async () => silent.connections > 0, 'the sender connecting')

    // the hung server goes away (its connections cut), a working one takes its port
    await silent.close()
    const failed = await eventually(
      async () =>
        (await outbox(s)).find((r) => r.attempts > 0 && r.status === 'pending' && r.last_error !== ''),
      'a row retrying',
    )
    const box = await inbox({ port })
    const mail = await box.next(mailTo(OWNER, 'SMTP 停机时的评论'))
    expect(mail.subject).toContain('新评论')
    await settled(s)
    const [row] = (await outbox(s, 'sent')).filter((r) => r.id === failed.id)
    expect(row?.attempts).toBeGreaterThan(1)
  })

  it('sends, after a restart, what was queued before it', async () => {
    const port = await freePort()
    const dataDir = mkdtempSync(join(tmpdir(), 'xz-notice-restart-'))
    const options = {
      notices: { ...QUICK, smtpUrl: `smtp://127.0.0.1:${port}`, siteUrl: SITE_URL, adminEmail: OWNER },
    }
    const first = await startTestServer({ dataDir, allowedOrigins: [SITE], ...options })
    const pageId = await pageThread(first, '/restart/')
    await guestComment(first, pageId, '重启之前排队的评论', { nick_name: '排队者' })
    await eventually(async () => (await outbox(first)).some((r) => r.attempts > 0), 'a failed try')
    await first.close({ keepData: true })

    const box = await inbox({ port })
    const second = await startTestServer({ dataDir, allowedOrigins: [SITE], ...options })
    servers.push(second)
    await box.next(mailTo(OWNER, '重启之前排队的评论'))
    await second.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('has two instances on one database send each mail once', async () => {
    const port = await freePort()
    const dataDir = mkdtempSync(join(tmpdir(), 'xz-notice-two-'))
    const options = {
      notices: {
        ...QUICK,
        pollMs: 10,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        siteUrl: SITE_URL,
        adminEmail: OWNER,
      },
    }
    const a = await startTestServer({ dataDir, allowedOrigins: [SITE], ...options })
    const b = await startTestServer({ dataDir, allowedOrigins: [SITE], ...options })
    servers.push(b, a)
    const pageId = await pageThread(a, '/two/')
    const N = 8
    for (let i = 0; i < N; i++)
      await guestComment(i % 2 ? a : b, pageId, `两台实例的第${i}条`, { nick_name: `访客${i}` })
    // both look for due rows every 10 ms while SMTP is down, and race for each row once it is up
    await eventually(
      async () => (await outbox(a)).filter((r) => r.attempts > 0).length === N,
      'every row tried',
    )
    const box = await inbox({ port })
    for (let i = 0; i < N; i++) await box.next(mailTo(OWNER, `两台实例的第${i}条`))
    await settled(a)
    await new Promise((r) => setTimeout(r, 300))
    expect(box.mails.filter((m) => m.text.includes('两台实例的第'))).toHaveLength(N)
    await b.close()
    await a.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('forgets sent and skipped rows after a month, and keeps failed ones', async () => {
    const s = await serverWith({})
    const { db } = s.running.ctx
    const old = new Date(Date.now() - KEEP_DONE_MS - 60_000).toISOString()
    const fresh = new Date().toISOString()
    const row = (status: 'sent' | 'skipped' | 'failed', createdAt: string) => ({
      channel: 'mail' as const,
      recipient: `${status}-${createdAt}@mail.example`,
      event: 'test',
      subject: status,
      payload: '{}',
      status,
      next_at: createdAt,
      createdAt,
    })
    await db
      .insertInto('outbox')
      .values([row('sent', old), row('skipped', old), row('failed', old), row('sent', fresh)])
      .execute()
    await pruneOutbox(db, new Date(Date.now() - KEEP_DONE_MS))
    const left = (await outbox(s)).map((r) => [r.status, r.createdAt === old ? 'old' : 'fresh'])
    expect(left.sort()).toEqual([
      ['failed', 'old'],
      ['sent', 'fresh'],
    ])
  })
})

describe("a user's address", () => {
  it('mails at most 5 confirmation links an hour for one user, whatever addresses they name', async () => {
    const box = await inbox()
    const s = await serverWith({ smtpUrl: box.url, siteUrl: SITE_URL }, { rateLimitScale: 1 })
    const user = await s.newUser('spammer')
    for (let i = 1; i <= 5; i++) {
      const res = await s.api('PUT', '/api/notice/email', {
        token: user.token,
        body: { email: `victim${i}@mail.example` },
      })
      expect(res.status, res.body.message).toBe(200)
    }
    const sixth = await s.api('PUT', '/api/notice/email', {
      token: user.token,
      body: { email: 'victim6@mail.example' },
    })
    expect(sixth.status).toBe(429)
    await box.next(mailTo('victim5@mail.example', '确认'))
    await settled(s)
    expect(box.mails.filter((m) => m.to.includes('victim6@mail.example'))).toEqual([])
  })
})

describe('the desk', () => {
  it('keeps the SMTP password from the browser, shows what the environment fixed, and sends a test mail', async () => {
    const box = await inbox()
    const s = await serverWith({ adminEmail: OWNER })
    const { token } = await s.admin()
    const put = await s.api<NoticeSettings>('PUT', '/api/desk/notices', {
      token,
      body: {
        smtp_url: `smtp://mailer:p%40ss-word@127.0.0.1:${box.port}`,
        mail_from: '测试站 <test@blog.example>',
        site_url: 'https://desk.example/',
        admin_email: 'ignored@blog.example',
        owner: { comment: false, message: true, link: true, review: true },
        webhooks: [{ kind: 'generic', url: 'https://hooks.example/x' }],
      },
    })
    expect(put.status, put.body.message).toBe(200)
    const got = await s.api<NoticeSettings>('GET', '/api/desk/notices', { token })
    const raw = JSON.stringify(got.body)
    expect(raw).not.toContain('p@ss-word')
    expect(raw).not.toContain('p%40ss-word')
    expect(got.body.result).toMatchObject({
      smtp_url: `smtp://mailer@127.0.0.1:${box.port}`,
      smtp_password_set: true,
      site_url: 'https://desk.example',
      admin_email: OWNER,
      fixed: ['admin_email'],
      owner: { comment: false },
    })
    // a generic webhook saved without a secret signs with one made for it
    expect(got.body.result.webhooks[0]?.secret).toMatch(/^[\w-]{20,}$/)

    // saved again as the desk shows it: the password stays
    await s.api('PUT', '/api/desk/notices', { token, body: { ...got.body.result } })
    const test = await s.api<TestMailResult>('POST', '/api/desk/notices/test-mail', { token, body: {} })
    expect(test.body.result).toEqual({ sent: true, error: '' })
    const mail = await box.next(mailTo(OWNER, '测试邮件'))
    expect(mail.from).toBe('test@blog.example')
    // the stored password is what the server logged in with
    expect(box.logins).toContainEqual({ username: 'mailer', password: 'p@ss-word' })

    // the owner turned comments off: a new comment mails nobody
    const pageId = await pageThread(s, '/quiet/')
    await guestComment(s, pageId, '静悄悄的评论', { nick_name: '安静的人' })
    await settled(s)
    expect(box.mails.filter((m) => m.text.includes('静悄悄的评论'))).toEqual([])

    const bad = await s.api('PUT', '/api/desk/notices', {
      token,
      body: { ...got.body.result, smtp_url: 'http://nope' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('smtp://')
  })

  it("shows the SMTP server's own words when the test mail fails, and lists it as failed; 重发 queues it again", async () => {
    const box = await inbox({ refuse: '收件箱已满，拒收' })
    const s = await serverWith({ smtpUrl: box.url, adminEmail: OWNER, siteUrl: SITE_URL })
    const { token } = await s.admin()
    const test = await s.api<TestMailResult>('POST', '/api/desk/notices/test-mail', {
      token,
      body: { to: 'full@mail.example' },
    })
    expect(test.status).toBe(200)
    expect(test.body.result.sent).toBe(false)
    expect(test.body.result.error).toContain('收件箱已满，拒收')
    const [row] = await outbox(s, 'failed')
    expect(row).toMatchObject({ recipient: 'full@mail.example', event: 'test', status: 'failed' })
    expect(row?.last_error).toContain('收件箱已满，拒收')

    const fixed = await s.api<NoticeSettings>('GET', '/api/desk/notices', { token })
    expect(fixed.body.result.fixed).toEqual(['smtp_url', 'site_url', 'admin_email'])
    expect(fixed.body.result.smtp_url).toBe(box.url)

    const resent = await s.api<OutboxRow>('PUT', `/api/desk/outbox/resend/${row?.id}`, { token })
    expect(resent.status, resent.body.message).toBe(200)
    expect(resent.body.result.status).toBe('pending')
    const missing = await s.api('PUT', '/api/desk/outbox/resend/999999', { token })
    expect(missing.status).toBe(404)
    const user = await s.newUser('outsider')
    expect((await s.api('POST', '/api/desk/outbox', { token: user.token, body: {} })).status).toBe(403)
  })
})
