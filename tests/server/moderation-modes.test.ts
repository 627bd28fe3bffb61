import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Comment, MessageEntry, PageThread } from '../../src/core/contract/index.ts'
import { agedFormToken } from './guest-pass.ts'
import { startTestServer, type TestServer } from './harness.ts'

// The review modes the desk sets when XZ_COMMENT_AUDIT does not (docs/api.md §27):
// 游客的第一条 and 所有人（站长除外）.

let s: TestServer
let admin: { token: string; id: number }

beforeAll(async () => {
  delete process.env.XZ_COMMENT_AUDIT
  s = await startTestServer({ trustProxy: true })
  admin = await s.admin()
})
afterAll(() => s.close())

const setModes = (audit: { page: string; article: string; message: string }) =>
  s.api('PUT', '/api/desk/review/settings', { token: admin.token, body: { audit, pow: 'busy' } })

async function pageId(path: string): Promise<number> {
  const res = await s.api<PageThread>('POST', '/api/page/thread', { body: { path, title: '页' } })
  return res.body.result.page_id
}

it('游客的第一条: holds a guest until one of theirs is approved, by token or by e-mail', async () => {
  await setModes({ page: 'first', article: 'off', message: 'off' })
  const id = await pageId('/first/')
  const guest = async (content: string, email: string, token?: string, ip = '10.7.0.1') =>
    s.api<Comment & { guest_token: string }>('POST', '/api/comment/add', {
      headers: { 'x-forwarded-for': ip },
      body: {
        type: 4,
        for_id: id,
        content,
        guest: { nick_name: '新人', email },
        form_token: await agedFormToken(s),
        ...(token ? { guest_token: token } : {}),
      },
    })
  const first = await guest('第一次', 'new@mail.example')
  expect(first.body.result.held).toBe(true)
  const stillFirst = await guest('第二次，还没通过', 'new@mail.example', first.body.result.guest_token)
  expect(stillFirst.body.result.held).toBe(true)
  await s.api('POST', '/api/desk/review', {
    token: admin.token,
    body: { items: [{ kind: 'comment', id: first.body.result.id }], action: 'approve' },
  })
  const sameBrowser = await guest('第三次', 'other@mail.example', first.body.result.guest_token)
  expect(sameBrowser.body.result.held).toBeUndefined()
  const sameMail = await guest('换了浏览器', 'new@mail.example', undefined, '10.7.0.2')
  expect(sameMail.body.result.held).toBeUndefined()
  const stranger = await guest('陌生人', 'stranger@mail.example', undefined, '10.7.0.3')
  expect(stranger.body.result.held).toBe(true)
})

it('所有人（站长除外）: holds a member on our articles and the board, never the owner', async () => {
  await setModes({ page: 'off', article: 'all', message: 'all' })
  const member = await s.newUser('member')
  const article = await s.api<{ id: number }>('POST', '/api/article/add', {
    token: admin.token,
    body: {
      article_title: '文章',
      article_content: '正文',
      category: { category_name: '分类' },
      tagList: [],
    },
  })
  const body = { type: 1, for_id: article.body.result.id }
  const byMember = await s.api<Comment>('POST', '/api/comment/add', {
    token: member.token,
    body: { ...body, content: '会员评论' },
  })
  expect(byMember.body.result.held).toBe(true)
  const byOwner = await s.api<Comment>('POST', '/api/comment/add', {
    token: admin.token,
    body: { ...body, content: '站长评论' },
  })
  expect(byOwner.body.result.held).toBeUndefined()
  const entry = await s.api<MessageEntry>('POST', '/api/message/add', {
    token: member.token,
    body: { message: '会员留言' },
  })
  expect(entry.body.result.held).toBe(true)
  // the member sees their own entry on the board, marked; the article's total does not count it
  const board = await s.api<{ list: MessageEntry[] }>('POST', '/api/message/getMessageList', {
    token: member.token,
    body: { current: 1, size: 10 },
  })
  expect(board.body.result.list.find((m) => m.id === entry.body.result.id)?.held).toBe(true)
  const total = await s.api<number>('POST', '/api/comment/getCommentTotal', { body })
  expect(total.body.result).toBe(1)
})
