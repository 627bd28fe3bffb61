import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article } from '../../src/core/contract/index.ts'
import { createApp } from '../../src/server/app.ts'
import { READING_TOTAL_MAX_MS, readingDurationInMs } from '../../src/server/db/reading-duration.ts'
import { COMPAT_REFUSAL_TAG, SHOWN_STATUSES, wallClock } from '../../src/server/http/compat.ts'
import { type ApiResponse, startTestServer, type TestServer } from './harness.ts'

// XZ_COMPAT=blog-v3 (docs/blog-v3.md): the original front end's axios interceptor shows a
// message only for the statuses in SHOWN_STATUSES, and reads dates after replace(/-/g, '/').

let plain: TestServer
let compat: TestServer
const compatLog: string[] = []

beforeAll(async () => {
  ;[plain, compat] = await Promise.all([
    startTestServer(),
    startTestServer({ compat: 'blog-v3', log: (line) => compatLog.push(line) }),
  ])
})
afterAll(() => Promise.all([plain?.close(), compat?.close()]))

/** A published article, added by the admin of `s`. */
async function addArticle(s: TestServer, title: string): Promise<Article> {
  const admin = await s.admin()
  const res = await s.api<Article>('POST', '/api/article/add', {
    token: admin.token,
    body: { article_title: title, article_content: '正文', category: { category_name: '兼容' }, tagList: [] },
  })
  expect(res.status, res.body.message).toBe(200)
  return res.body.result
}

/** What the interceptor does with an answer: the message it shows, or null when it passes it by. */
function shownMessage(res: ApiResponse<unknown>): string | null {
  if (res.status < 400) return null
  if (!SHOWN_STATUSES.has(res.status)) return null
  // its fallbacks: "登录过期", "权限不足", "接口没有找到", "服务端错误"; the server's message comes first
  return res.body.message || 'fallback'
}

interface Call {
  method: string
  path: string
  body?: unknown
  raw?: BodyInit
  as?: 'user' | 'admin'
}

async function callBoth(call: Call) {
  const send = async (s: TestServer) => {
    const token =
      call.as === 'admin' ? (await s.admin()).token : call.as === 'user' ? await userOf(s) : undefined
    return s.api(call.method, call.path, { body: call.body, raw: call.raw, token })
  }
  return { before: await send(plain), after: await send(compat) }
}

const users = new Map<TestServer, string>()
async function userOf(s: TestServer): Promise<string> {
  let token = users.get(s)
  if (!token) {
    token = (await s.newUser('compat')).token
    users.set(s, token)
  }
  return token
}

/** Checks one refusal on both servers; returns the status it has without the mode. */
async function expectShownOnlyInCompat(call: Call): Promise<number> {
  const { before, after } = await callBoth(call)
  const label = `${call.method} ${call.path} ${JSON.stringify(call.body ?? '')}`
  if (before.status >= 400 && !SHOWN_STATUSES.has(before.status)) {
    // the same envelope and message, at a status the client shows
    expect(after.status, label).toBe(500)
    expect(after.body, label).toEqual(before.body)
    expect(before.status, `${label}: without the mode a refusal keeps its 4xx`).toBeLessThan(500)
  } else {
    expect(after.status, label).toBe(before.status)
  }
  if (after.status >= 400) expect(shownMessage(after), label).toBeTruthy()
  return before.status
}

describe('refusals with XZ_COMPAT=blog-v3', () => {
  it('shows the refusals users meet most: wrong password, a taken name, a short password', async () => {
    const taken = await plain.newUser('taken')
    await compat.api('POST', '/api/user/register', {
      body: { username: taken.username, password: taken.password, nick_name: '甲' },
    })
    const cases: Call[] = [
      { method: 'POST', path: '/api/user/login', body: { username: 'admin', password: 'wrong-password' } },
      {
        method: 'POST',
        path: '/api/user/register',
        body: { username: taken.username, password: 'Passw0rd_1', nick_name: '乙' },
      },
      {
        method: 'POST',
        path: '/api/user/register',
        body: { username: 'shortpw', password: 'abc123', nick_name: '丙' },
      },
    ]
    const statuses = []
    for (const call of cases) statuses.push(await expectShownOnlyInCompat(call))
    expect(statuses).toEqual([400, 409, 400])
    const login = await compat.api('POST', '/api/user/login', {
      body: { username: 'admin', password: 'wrong-password' },
    })
    expect(login.body.message).toBe('用户名或密码错误')
  })

  it('shows a body too large and an upload of the wrong kind', async () => {
    const form = new FormData()
    form.append('file', new Blob(['plain text'], { type: 'text/plain' }), 'note.txt')
    const tooLarge = await expectShownOnlyInCompat({
      method: 'POST',
      path: '/api/message/add',
      raw: JSON.stringify({ message: 'x'.repeat(300 * 1024) }),
      as: 'user',
    })
    expect(tooLarge).toBe(413)
    const wrongKind = await expectShownOnlyInCompat({
      method: 'POST',
      path: '/api/upload/img',
      raw: form,
      as: 'user',
    })
    expect(wrongKind).toBeGreaterThanOrEqual(400)
  })

  it('every API route refusing bad input, as a visitor and as a user, shows a message only in the mode', async () => {
    // the owner's mail link and its button answer a page for a person, not an envelope (docs/api.md §27)
    const pages = new Set(['GET /api/moderation/link', 'POST /api/moderation/link'])
    const routes = createApp(compat.running.ctx)
      .routes.filter(
        (r) =>
          r.method !== 'ALL' &&
          r.path.startsWith('/api/') &&
          !r.path.includes('*') &&
          !pages.has(`${r.method} ${r.path}`),
      )
      .map((r) => ({ method: r.method, path: r.path }))
    const unique = [...new Map(routes.map((r) => [`${r.method} ${r.path}`, r])).values()]
    expect(unique.length).toBeGreaterThan(60)
    const swallowedBefore = new Set<number>()
    let refusals = 0
    for (const { method, path } of unique) {
      for (const as of [undefined, 'user'] as const) {
        const call: Call = {
          method,
          // a parameter that is no number: every route reading one as an id or a count refuses it
          path: path.replace(/:[A-Za-z_]+/g, 'abc'),
          body: method === 'GET' || method === 'HEAD' ? undefined : {},
          as,
        }
        const status = await expectShownOnlyInCompat(call)
        if (status >= 400) refusals += 1
        if (status >= 400 && !SHOWN_STATUSES.has(status)) swallowedBefore.add(status)
      }
    }
    expect(refusals).toBeGreaterThan(100)
    expect(swallowedBefore.has(400)).toBe(true)
  }, 120_000)

  it('counts each rewritten refusal apart in the log', async () => {
    compatLog.length = 0
    await compat.api('POST', '/api/user/login', { body: { username: 'admin', password: 'nope-nope' } })
    const tagged = compatLog.filter((line) => line.startsWith(COMPAT_REFUSAL_TAG))
    expect(tagged).toEqual([`${COMPAT_REFUSAL_TAG} 400→500 POST /api/user/login: 用户名或密码错误`])
    // a refusal the client shows as it is is not rewritten, and not counted
    await compat.api('GET', '/api/article/getArticleById/999999')
    expect(compatLog.filter((line) => line.startsWith(COMPAT_REFUSAL_TAG))).toHaveLength(1)
  })
})

/** Every string in `value` that holds a date, with where it is. */
function datesIn(value: unknown, at = '$'): { at: string; text: string }[] {
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}/.test(value) ? [{ at, text: value }] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => datesIn(v, `${at}[${i}]`))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => datesIn(v, `${at}.${k}`))
  return []
}

/** A `YYYY-MM-DD HH:mm:ss` written in Asia/Shanghai (UTC+8, no daylight saving), as an instant. */
const shanghai = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`)

describe('dates with XZ_COMPAT=blog-v3', () => {
  it('writes an instant as the wall clock of the time zone asked for', () => {
    expect(wallClock('Asia/Shanghai')('2025-01-07T15:33:54.141Z')).toBe('2025-01-07 23:33:54')
    expect(wallClock('UTC')('2025-01-07T15:33:54.141Z')).toBe('2025-01-07 15:33:54')
    expect(wallClock('America/New_York')('2025-07-01T04:00:00.000Z')).toBe('2025-07-01 00:00:00')
  })

  it('refuses to start with a time zone it cannot read', async () => {
    await expect(startTestServer({ compat: 'blog-v3', timeZone: 'Mars/Olympus' })).rejects.toThrow(
      'XZ_TIMEZONE',
    )
  })

  it('every date field of the answers blog-v3 reads parses after replace(/-/g, "/")', async () => {
    const admin = await compat.admin()
    const started = Date.now()
    const article = await addArticle(compat, '兼容日期')
    await compat.api('POST', '/api/talk/publishTalk', { token: admin.token, body: { content: '说说' } })
    await compat.api('POST', '/api/message/add', { token: admin.token, body: { message: '留言' } })
    await compat.api('POST', '/api/comment/add', {
      token: admin.token,
      body: { type: 1, for_id: article.id, content: '评论' },
    })
    const reads: [string, string, unknown?][] = [
      ['GET', '/api/article/blogHomeGetArticleList/1/10'],
      ['GET', '/api/article/blogTimelineGetArticleList/1/10'],
      ['GET', `/api/article/getArticleById/${article.id}`],
      ['POST', '/api/talk/blogGetTalkList', { current: 1, size: 10 }],
      ['POST', '/api/message/getMessageList', { current: 1, size: 10 }],
      ['GET', '/api/message/getAllMessage'],
      ['POST', '/api/comment/frontGetParentComment', { type: 1, for_id: article.id, current: 1, size: 10 }],
      ['GET', '/api/config'],
    ]
    for (const [method, path, body] of reads) {
      // twice: the second visitor's answer is the one a lane would have kept and replayed
      for (const round of [1, 2]) {
        const res = await compat.api(method, path, { body })
        expect(res.status, path).toBe(200)
        const dates = datesIn(res.body)
        expect(dates.length, `${path} has dates`).toBeGreaterThan(0)
        for (const { at, text } of dates) {
          const label = `${path} ${at} (${round})`
          expect(text, label).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
          expect(Number.isNaN(new Date(text.replace(/-/g, '/')).getTime()), label).toBe(false)
        }
      }
    }
    // what was just written is written in the site's time zone
    const detail = await compat.api<Article>('GET', `/api/article/getArticleById/${article.id}`)
    const created = shanghai(detail.body.result.createdAt)
    expect(Math.abs(created - started)).toBeLessThan(60_000)
  })

  it('writes the dates of chat frames the same way', async () => {
    const user = await compat.newUser('chatter')
    const socket = await compat.socket()
    socket.send({ type: 'init', user_id: user.id, token: user.token })
    await socket.next('tips')
    socket.send({ type: 'message', content: '几点了', content_type: 'text', client_id: 'c-1' })
    const frame = await socket.next('message')
    expect(frame.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(Math.abs(shanghai(frame.createdAt) - Date.now())).toBeLessThan(60_000)
    socket.ws.close()
  })

  it('keeps ISO dates, and the answers the lane keeps, without the mode', async () => {
    const res = await plain.api<{ list: Article[] }>('GET', '/api/article/blogHomeGetArticleList/1/10')
    for (const { text } of datesIn(res.body)) expect(text).toMatch(/T.*Z$/)
  })

  it('still answers a repeat visit with 304', async () => {
    const first = await fetch(`${compat.url}/api/config`)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await fetch(`${compat.url}/api/config`, { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
  })
})

describe('reading time', () => {
  it('grows by the milliseconds sent, in the mode and without it', async () => {
    for (const s of [plain, compat]) {
      const article = await addArticle(s, '读多久')
      const read = async () =>
        (await s.api<Article>('GET', `/api/article/getArticleById/${article.id}`)).body.result
          .reading_duration
      const before = await read()
      await s.api('PUT', `/api/article/addReadingDuration/${article.id}/1500`)
      await s.api('PUT', `/api/article/addReadingDuration/${article.id}/62345`)
      expect(await read()).toBe(before + 1500 + 62345)
    }
  })

  it('migrates totals kept in seconds to milliseconds, stopping at what the column holds', async () => {
    const s = await startTestServer()
    try {
      const { db } = s.running.ctx
      const [short, long] = [(await addArticle(s, '读了两分钟')).id, (await addArticle(s, '读了很久')).id]
      // as an older server left them: whole seconds
      await db.updateTable('articles').set({ reading_duration: 125 }).where('id', '=', short).execute()
      await db.updateTable('articles').set({ reading_duration: 3_000_000 }).where('id', '=', long).execute()
      // the migration's own step, as the upgrade runs it (later migrations forbid running it again)
      await readingDurationInMs.up(db)
      const rows = await db
        .selectFrom('articles')
        .select(['id', 'reading_duration'])
        .where('id', 'in', [short, long])
        .orderBy('id')
        .execute()
      expect(rows.map((r) => r.reading_duration)).toEqual([125_000, READING_TOTAL_MAX_MS])
      // and a report on a full total neither fails nor overflows
      const full = await s.api('PUT', `/api/article/addReadingDuration/${long}/60000`)
      expect(full.status).toBe(200)
      const after = await s.api<Article>('GET', `/api/article/getArticleById/${long}`)
      expect(after.body.result.reading_duration).toBe(READING_TOTAL_MAX_MS)
    } finally {
      await s.close()
    }
  })
})
