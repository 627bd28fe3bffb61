import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, Comment, CommentLikeResult, Paged } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'

type User = { token: string; id: number }

let s: TestServer
let admin: User
let alice: User
let bob: User
let article: Article

const db = () => s.running.ctx.db
const stamp = () => new Date().toISOString()

beforeAll(async () => {
  s = await startTestServer()
  admin = await s.admin()
  alice = await s.newUser('alice')
  bob = await s.newUser('bob')
  await s.api('PUT', '/api/user/updateOwnUserInfo', {
    token: alice.token,
    body: { nick_name: '爱丽丝<b>', avatar: '/uploads/alice.png' },
  })
  article = await addArticle('评论用的文章 <i>')
})
afterAll(() => s.close())

async function addArticle(title: string, status = 1): Promise<Article> {
  const res = await s.api<Article>('POST', '/api/article/add', {
    token: admin.token,
    body: { article_title: title, article_content: '正文', status },
  })
  return res.body.result
}

// talk and message routes belong to another module; their rows are made directly
async function addTalk(userId: number, status = 1): Promise<number> {
  const row = await db()
    .insertInto('talks')
    .values({
      user_id: userId,
      content: '说说',
      is_top: 0,
      status,
      like_times: 0,
      createdAt: stamp(),
      updatedAt: stamp(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
async function addMessage(userId: number | null): Promise<number> {
  const row = await db()
    .insertInto('messages')
    .values({
      message: '留言',
      color: '',
      font_size: 16,
      font_weight: 500,
      bg_color: '',
      bg_url: '',
      tag: '',
      user_id: userId,
      nick_name: userId ? '留言人' : '游客12345',
      like_times: 0,
      createdAt: stamp(),
      updatedAt: stamp(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

function notificationsOf(userId: number) {
  return db()
    .selectFrom('notifications')
    .select(['message', 'type', 'to_id', 'is_view'])
    .where('user_id', '=', userId)
    .orderBy('id', 'asc')
    .execute()
}

const comment = (token: string, body: unknown) => s.api<Comment>('POST', '/api/comment/add', { token, body })
const reply = (token: string, body: unknown) => s.api<Comment>('POST', '/api/comment/apply', { token, body })
const parents = (body: unknown, token?: string) =>
  s.api<Paged<Comment>>('POST', '/api/comment/frontGetParentComment', { body, token })
const children = (body: unknown, token?: string) =>
  s.api<Paged<Comment>>('POST', '/api/comment/frontGetChildrenComment', { body, token })

describe('adding comments', () => {
  it('stores a trimmed comment and notifies the article author with escaped markup', async () => {
    const before = (await notificationsOf(admin.id)).length
    const res = await comment(alice.token, {
      type: 1,
      for_id: article.id,
      content: '  写得好 <script>x</script>  ',
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      type: 1,
      for_id: article.id,
      parent_id: null,
      from_id: alice.id,
      from_name: '爱丽丝<b>',
      from_avatar: '/uploads/alice.png',
      to_id: null,
      to_name: null,
      content: '写得好 <script>x</script>',
      thumbs_up: 0,
      is_like: false,
      reply_count: 0,
    })
    const notes = await notificationsOf(admin.id)
    expect(notes).toHaveLength(before + 1)
    expect(notes.at(-1)).toEqual({
      type: 1,
      to_id: article.id,
      is_view: 1,
      message:
        '<span>爱丽丝&#60;b&#62;</span> 评论了你的文章《评论用的文章 &#60;i&#62;》：写得好 &#60;script&#62;x&#60;/script&#62;',
    })
  })

  it('does not notify the owner of their own comment', async () => {
    const before = (await notificationsOf(admin.id)).length
    expect((await comment(admin.token, { type: 1, for_id: article.id, content: '自己评论' })).status).toBe(
      200,
    )
    expect(await notificationsOf(admin.id)).toHaveLength(before)
  })

  it('notifies the talk owner and the message owner, and nobody for a guest message', async () => {
    const talk = await addTalk(admin.id)
    const before = (await notificationsOf(admin.id)).length
    expect((await comment(bob.token, { type: 2, for_id: talk, content: '赞' })).status).toBe(200)
    const adminNotes = await notificationsOf(admin.id)
    expect(adminNotes).toHaveLength(before + 1)
    expect(adminNotes.at(-1)).toMatchObject({ type: 2, to_id: talk })
    expect(adminNotes.at(-1)?.message).toContain('评论了你的说说：赞')

    const message = await addMessage(alice.id)
    await comment(bob.token, { type: 3, for_id: message, content: '你好' })
    const aliceNotes = await notificationsOf(alice.id)
    expect(aliceNotes.at(-1)).toMatchObject({ type: 3, to_id: message })
    expect(aliceNotes.at(-1)?.message).toContain('评论了你的留言：你好')

    const guest = await addMessage(null)
    const total = await db().selectFrom('notifications').select('id').execute()
    expect((await comment(bob.token, { type: 3, for_id: guest, content: '游客好' })).status).toBe(200)
    expect(await db().selectFrom('notifications').select('id').execute()).toHaveLength(total.length)
  })

  it('needs a login', async () => {
    const res = await s.api('POST', '/api/comment/add', {
      body: { type: 1, for_id: article.id, content: '匿名' },
    })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('登录过期')
  })

  it('validates type, target and content in Chinese', async () => {
    const empty = await comment(alice.token, { type: 1, for_id: article.id, content: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('请输入评论内容')
    const long = await comment(alice.token, { type: 1, for_id: article.id, content: '长'.repeat(501) })
    expect(long.status).toBe(400)
    expect(long.body.message).toBe('评论内容不能超过500个字符')
    expect(
      (await comment(alice.token, { type: 1, for_id: article.id, content: '长'.repeat(500) })).status,
    ).toBe(200)
    const badType = await comment(alice.token, { type: 5, for_id: article.id, content: '好' })
    expect(badType.status).toBe(400)
    expect(badType.body.message).toBe('评论类型应为 1（文章）、2（说说）、3（留言）或 4（页面）')
    for (const type of [1, 2, 3, 4]) {
      const missing = await comment(alice.token, { type, for_id: 999999, content: '好' })
      expect(missing.status, `type ${type}`).toBe(404)
      expect(missing.body.message).toBe('评论的内容不存在')
    }
    const hidden = await addArticle('私密文章', 2)
    expect((await comment(alice.token, { type: 1, for_id: hidden.id, content: '好' })).status).toBe(404)
    const privateTalk = await addTalk(admin.id, 2)
    expect((await comment(alice.token, { type: 2, for_id: privateTalk, content: '好' })).status).toBe(404)
  })

  it('rate limits comments per user', async () => {
    const strict = await startTestServer({ rateLimitScale: 1 })
    try {
      const { token } = await strict.admin()
      const a = await strict.api<Article>('POST', '/api/article/add', {
        token,
        body: { article_title: '限流', article_content: '正文' },
      })
      let last = 0
      for (let i = 0; i < 11; i++) {
        last = (
          await strict.api('POST', '/api/comment/add', {
            token,
            body: { type: 1, for_id: a.body.result.id, content: `第${i}条` },
          })
        ).status
      }
      expect(last).toBe(429)
    } finally {
      await strict.close()
    }
  })
})

describe('replies', () => {
  it('hangs a reply on the top-level comment and notifies the user replied to', async () => {
    const a = await addArticle('回复测试')
    const top = (await comment(bob.token, { type: 1, for_id: a.id, content: '一楼' })).body.result
    const before = (await notificationsOf(bob.id)).length
    const res = await reply(alice.token, {
      type: 1,
      for_id: a.id,
      parent_id: top.id,
      to_id: bob.id,
      content: '回复一楼',
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      parent_id: top.id,
      to_id: bob.id,
      to_name: expect.stringMatching(/^昵称\d+$/),
      from_id: alice.id,
    })
    const bobNotes = await notificationsOf(bob.id)
    expect(bobNotes).toHaveLength(before + 1)
    expect(bobNotes.at(-1)).toEqual({
      type: 1,
      to_id: a.id,
      is_view: 1,
      message: '<span>爱丽丝&#60;b&#62;</span> 在文章《回复测试》中回复了你：回复一楼',
    })

    // replying to a reply still lands under the top-level comment
    const deeper = await reply(bob.token, {
      type: 1,
      for_id: a.id,
      parent_id: res.body.result.id,
      to_id: alice.id,
      content: '回复回复',
    })
    expect(deeper.body.result.parent_id).toBe(top.id)

    // no notification for replying to oneself
    const own = (await notificationsOf(bob.id)).length
    await reply(bob.token, { type: 1, for_id: a.id, parent_id: top.id, to_id: bob.id, content: '自言自语' })
    expect(await notificationsOf(bob.id)).toHaveLength(own)
  })

  it('refuses replies that do not fit the thread', async () => {
    const a = await addArticle('回复校验')
    const other = await addArticle('别的文章')
    const top = (await comment(bob.token, { type: 1, for_id: a.id, content: '楼主' })).body.result
    const anon = await s.api('POST', '/api/comment/apply', {
      body: { type: 1, for_id: a.id, parent_id: top.id, to_id: bob.id, content: '匿名' },
    })
    expect(anon.status).toBe(401)
    const missingParent = await reply(alice.token, {
      type: 1,
      for_id: a.id,
      parent_id: 999999,
      to_id: bob.id,
      content: '好',
    })
    expect(missingParent.status).toBe(404)
    expect(missingParent.body.message).toBe('评论不存在')
    const wrongTarget = await reply(alice.token, {
      type: 1,
      for_id: other.id,
      parent_id: top.id,
      to_id: bob.id,
      content: '好',
    })
    expect(wrongTarget.status).toBe(400)
    expect(wrongTarget.body.message).toBe('回复的评论不属于该内容')
    const stranger = await reply(alice.token, {
      type: 1,
      for_id: a.id,
      parent_id: top.id,
      to_id: admin.id,
      content: '好',
    })
    expect(stranger.status).toBe(400)
    expect(stranger.body.message).toBe('只能回复该评论下的用户')
    const noTo = await reply(alice.token, { type: 1, for_id: a.id, parent_id: top.id, content: '好' })
    expect(noTo.status).toBe(400)
    const empty = await reply(alice.token, {
      type: 1,
      for_id: a.id,
      parent_id: top.id,
      to_id: bob.id,
      content: '',
    })
    expect(empty.body.message).toBe('请输入评论内容')
  })
})

describe('reading comments', () => {
  let a: Article
  let first: Comment
  let second: Comment
  let third: Comment

  beforeAll(async () => {
    a = await addArticle('列表测试')
    first = (await comment(alice.token, { type: 1, for_id: a.id, content: '第一' })).body.result
    second = (await comment(bob.token, { type: 1, for_id: a.id, content: '第二' })).body.result
    third = (await comment(alice.token, { type: 1, for_id: a.id, content: '第三' })).body.result
    for (const [who, to, text] of [
      [bob, alice, '回一'],
      [alice, bob, '回二'],
      [bob, alice, '回三'],
    ] as const) {
      await reply(who.token, { type: 1, for_id: a.id, parent_id: first.id, to_id: to.id, content: text })
    }
    await s.api('PUT', `/api/comment/thumbUp/${second.id}`, { token: alice.token })
    await s.api('PUT', `/api/comment/thumbUp/${second.id}`, { token: bob.token })
    await s.api('PUT', `/api/comment/thumbUp/${third.id}`, { token: bob.token })
  })

  it('pages top-level comments, newest first, with names, counts and the caller’s likes', async () => {
    const res = await parents({ type: 1, for_id: a.id, current: 1, size: 2, order: 'new' }, bob.token)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ current: 1, size: 2, total: 3 })
    expect(res.body.result.list.map((c) => c.id)).toEqual([third.id, second.id])
    expect(res.body.result.list[0]).toMatchObject({
      from_name: '爱丽丝<b>',
      from_avatar: '/uploads/alice.png',
      thumbs_up: 1,
      is_like: true,
      reply_count: 0,
    })
    const page2 = await parents({ type: 1, for_id: a.id, current: 2, size: 2, order: 'new' })
    expect(page2.body.result.list.map((c) => c.id)).toEqual([first.id])
    expect(page2.body.result.list[0]).toMatchObject({ reply_count: 3, is_like: false })
  })

  it('orders by likes for "hot"', async () => {
    const res = await parents({ type: 1, for_id: a.id, current: 1, size: 5, order: 'hot' })
    expect(res.body.result.list.map((c) => c.id)).toEqual([second.id, third.id, first.id])
    const def = await parents({ type: 1, for_id: a.id })
    expect(def.body.result.list[0]?.id).toBe(third.id)
    expect(def.body.result.size).toBe(5)
  })

  it('pages replies oldest first with the addressee’s name', async () => {
    const res = await children({ type: 1, for_id: a.id, parent_id: first.id, current: 1, size: 2 })
    expect(res.status).toBe(200)
    expect(res.body.result.total).toBe(3)
    expect(res.body.result.list.map((c) => c.content)).toEqual(['回一', '回二'])
    expect(res.body.result.list[0]).toMatchObject({
      to_id: alice.id,
      to_name: '爱丽丝<b>',
      parent_id: first.id,
    })
    const page2 = await children({ type: 1, for_id: a.id, parent_id: first.id, current: 2, size: 2 })
    expect(page2.body.result.list.map((c) => c.content)).toEqual(['回三'])
  })

  it('counts comments and replies together', async () => {
    const res = await s.api<number>('POST', '/api/comment/getCommentTotal', {
      body: { type: 1, for_id: a.id },
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toBe(6)
  })

  it('validates list queries in Chinese', async () => {
    const badOrder = await parents({ type: 1, for_id: a.id, order: 'old' })
    expect(badOrder.status).toBe(400)
    expect(badOrder.body.message).toBe('排序方式应为 new 或 hot')
    const noParent = await children({ type: 1, for_id: a.id })
    expect(noParent.status).toBe(400)
    expect(noParent.body.message).toMatch(/[\u4e00-\u9fa5]/)
    const bigPage = await children({ type: 1, for_id: a.id, parent_id: first.id, size: 100 })
    expect(bigPage.body.message).toBe('每页最多 50 条')
    const badTotal = await s.api('POST', '/api/comment/getCommentTotal', {
      body: { type: 'x', for_id: a.id },
    })
    expect(badTotal.status).toBe(400)
    expect(badTotal.body.message).toBe('评论类型应为 1（文章）、2（说说）、3（留言）或 4（页面）')
    const missing = await s.api('POST', '/api/comment/getCommentTotal', { body: { type: 1, for_id: 999999 } })
    expect(missing.status).toBe(404)
  })

  it('hides the comments of a private article from visitors', async () => {
    const hidden = await addArticle('将要隐藏')
    await comment(alice.token, { type: 1, for_id: hidden.id, content: '在隐藏之前' })
    await s.api('PUT', '/api/article/update', { token: admin.token, body: { id: hidden.id, status: 2 } })
    expect((await parents({ type: 1, for_id: hidden.id })).status).toBe(404)
    expect((await parents({ type: 1, for_id: hidden.id }, admin.token)).body.result.total).toBe(1)
  })
})

describe('comment likes', () => {
  it('counts a like once per user or IP, and cancels idempotently', async () => {
    const c = (await comment(alice.token, { type: 1, for_id: article.id, content: '点赞我' })).body.result
    const like = (token?: string) =>
      s.api<CommentLikeResult>('PUT', `/api/comment/thumbUp/${c.id}`, { token })
    const cancel = (token?: string) =>
      s.api<CommentLikeResult>('PUT', `/api/comment/cancelCommentLike/${c.id}`, { token })
    expect((await like(bob.token)).body.result).toEqual({ thumbs_up: 1, is_like: true })
    expect((await like(bob.token)).body.result).toEqual({ thumbs_up: 1, is_like: true })
    expect((await like()).body.result).toEqual({ thumbs_up: 2, is_like: true })
    expect((await cancel(bob.token)).body.result).toEqual({ thumbs_up: 1, is_like: false })
    expect((await cancel(bob.token)).body.result).toEqual({ thumbs_up: 1, is_like: false })
    expect((await s.api('PUT', '/api/comment/thumbUp/999999')).status).toBe(404)
    const bad = await s.api('PUT', '/api/comment/cancelCommentLike/nope')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('参数 id 应为正整数')
  })
})

describe('deleting comments', () => {
  it('lets the author or an admin delete, and a parent takes its replies and their likes', async () => {
    const a = await addArticle('删除测试')
    const top = (await comment(alice.token, { type: 1, for_id: a.id, content: '要删的' })).body.result
    const r1 = (
      await reply(bob.token, { type: 1, for_id: a.id, parent_id: top.id, to_id: alice.id, content: '回复' })
    ).body.result
    await s.api('PUT', `/api/comment/thumbUp/${r1.id}`, { token: alice.token })

    expect((await s.api('DELETE', `/api/comment/delete/${top.id}`)).status).toBe(401)
    const stranger = await s.api('DELETE', `/api/comment/delete/${top.id}`, { token: bob.token })
    expect(stranger.status).toBe(403)
    expect(stranger.body.message).toBe('权限不足')
    expect((await s.api('DELETE', '/api/comment/delete/abc', { token: alice.token })).status).toBe(400)

    const ok = await s.api('DELETE', `/api/comment/delete/${top.id}`, { token: alice.token })
    expect(ok.status).toBe(200)
    const left = await db()
      .selectFrom('comments')
      .select('id')
      .where('for_id', '=', a.id)
      .where('type', '=', 1)
      .execute()
    expect(left).toEqual([])
    const likes = await db()
      .selectFrom('likes')
      .select('id')
      .where('target_type', '=', 'comment')
      .where('target_id', '=', r1.id)
      .execute()
    expect(likes).toEqual([])
    expect((await s.api('DELETE', `/api/comment/delete/${top.id}`, { token: alice.token })).status).toBe(404)

    const other = (await comment(bob.token, { type: 1, for_id: a.id, content: '管理员删' })).body.result
    expect((await s.api('DELETE', `/api/comment/delete/${other.id}`, { token: admin.token })).status).toBe(
      200,
    )
    const total = await s.api<number>('POST', '/api/comment/getCommentTotal', {
      body: { type: 1, for_id: a.id },
    })
    expect(total.body.result).toBe(0)
  })

  it('deletes a root comment at /delete/:id/0: the blog-v3 client sends 0 for "no parent"', async () => {
    const a = await addArticle('删根评论')
    const top = (await comment(alice.token, { type: 1, for_id: a.id, content: '根' })).body.result
    const res = await s.api('DELETE', `/api/comment/delete/${top.id}/0`, { token: alice.token })
    expect(res.status, res.body.message).toBe(200)
    expect((await parents({ type: 1, for_id: a.id })).body.result.total).toBe(0)
    const negative = await s.api('DELETE', `/api/comment/delete/${top.id}/-1`, { token: alice.token })
    expect(negative.status).toBe(400)
    expect(negative.body.message).toBe('参数 parent_id 应为正整数')
  })

  it('deletes only the reply when a reply is deleted', async () => {
    const a = await addArticle('删回复')
    const top = (await comment(alice.token, { type: 1, for_id: a.id, content: '留着' })).body.result
    const r1 = (
      await reply(bob.token, { type: 1, for_id: a.id, parent_id: top.id, to_id: alice.id, content: '删我' })
    ).body.result
    expect((await s.api('DELETE', `/api/comment/delete/${r1.id}`, { token: bob.token })).status).toBe(200)
    const list = await parents({ type: 1, for_id: a.id })
    expect(list.body.result.list.map((c) => [c.id, c.reply_count])).toEqual([[top.id, 0]])
  })
})
