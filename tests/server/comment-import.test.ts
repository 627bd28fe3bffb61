import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, Comment, Paged } from '../../src/core/contract/index.ts'
import type { Dialect } from '../../src/server/db/database.ts'
import type { DB } from '../../src/server/db/schema.ts'
import {
  type CommentImportReport,
  importComments,
  SKIP_DELETED,
  SKIP_SPAM,
} from '../../src/server/transfer/comments/import-comments.ts'
import { readArtrans } from '../../src/server/transfer/comments/artrans.ts'
import { readDisqus } from '../../src/server/transfer/comments/disqus.ts'
import { fileOpener, type OpenFile } from '../../src/server/transfer/comments/json-stream.ts'
import { sniffCommentFile } from '../../src/server/transfer/comments/sniff.ts'
import { readTwikoo } from '../../src/server/transfer/comments/twikoo.ts'
import { importFolder } from '../../src/server/transfer/import-folder.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { CLI_TEST_TIMEOUT, openDataFolder, runTransferCli } from './transfer-cli.ts'

// Exports of six comment systems, written from each one's documentation, imported into a running
// server and read back through the API a reader's widget uses.
const FIXTURES = join(import.meta.dirname, '../fixtures/comments')
const HEXO = join(import.meta.dirname, '../fixtures/import/hexo')
const scratch = mkdtempSync(join(tmpdir(), 'xz-comment-import-'))

let s: TestServer
let adminId: number
const reports: Record<string, CommentImportReport> = {}

async function importFile(
  db: Kysely<DB>,
  path: string,
  opts: { site?: string; dryRun?: boolean } = {},
): Promise<CommentImportReport> {
  const sniffed = await sniffCommentFile(path)
  if (!sniffed) throw new Error(`not a comment export: ${path}`)
  return importComments(db, path, sniffed, {
    site: opts.site ?? null,
    maps: [],
    authorId: adminId,
    dryRun: opts.dryRun,
  })
}

const importFixture = (name: string, opts: { site?: string; dryRun?: boolean } = {}) =>
  importFile(s.running.ctx.db, join(FIXTURES, name), opts)

interface Shown {
  nick: string
  content: string
  createdAt: string
  likes: number
  to?: string
  replies?: Shown[]
}

/** A thread as the widget shows it: top-level comments oldest first, each with its replies. */
async function thread(type: 1 | 4, forId: number): Promise<Shown[]> {
  const call = async (path: string, body: Record<string, unknown>) => {
    const res = await s.api<Paged<Comment>>('POST', `/api/comment/${path}`, {
      body: { type, for_id: forId, size: 50, ...body },
    })
    expect(res.status, res.body.message).toBe(200)
    return res.body.result.list
  }
  const shown = (c: Comment): Shown => ({
    nick: c.from_name,
    content: c.content,
    createdAt: c.createdAt,
    likes: c.thumbs_up,
    ...(c.to_name ? { to: c.to_name } : {}),
  })
  const tops = (await call('frontGetParentComment', {})).sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  )
  return Promise.all(
    tops.map(async (top) => {
      const replies = await call('frontGetChildrenComment', { parent_id: top.id })
      return { ...shown(top), replies: replies.map(shown) }
    }),
  )
}

async function pageId(site: string, path: string): Promise<number> {
  const row = await s.running.ctx.db
    .selectFrom('pages')
    .select('id')
    .where('site', '=', site)
    .where('path', '=', path)
    .executeTakeFirstOrThrow()
  return row.id
}

async function articleId(source: string): Promise<number> {
  const row = await s.running.ctx.db
    .selectFrom('article_sources')
    .select('article_id')
    .where('source', '=', source)
    .executeTakeFirstOrThrow()
  return row.article_id
}

const pageThread = async (site: string, path: string) => thread(4, await pageId(site, path))
const names = (shown: Shown[]) =>
  shown.map((c) => [c.nick, (c.replies ?? []).map((r) => `${r.nick}→${r.to}`)])

async function commentCount(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select(db.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

beforeAll(async () => {
  s = await startTestServer()
  adminId = (await s.admin()).id
  const { ctx } = s.running
  // a Hexo blog with Waline comments moves whole: posts first, then comments
  await importFolder({ db: ctx.db, uploadsDir: ctx.uploadsDir, authorId: adminId }, HEXO)
  reports.waline = await importFixture('waline.json', { site: 'https://blog.example.com' })
  reports.leancloud = await importFixture('valine-leancloud.json', { site: 'https://valine.example.com' })
  reports.twikoo = await importFixture('twikoo.json', { site: 'https://twikoo.example.com' })
  reports.artrans = await importFixture('artalk.artrans')
  reports.disqus = await importFixture('disqus.xml')
  reports.wxr = await importFixture('wordpress.xml')
}, CLI_TEST_TIMEOUT)

afterAll(async () => {
  await s.close()
  rmSync(s.dataDir, { recursive: true, force: true })
  rmSync(scratch, { recursive: true, force: true })
})

describe('a Hexo blog with a Waline export', () => {
  it('puts the comments of a post’s old address on the imported article, with the reply tree, dates and likes', async () => {
    const comments = await thread(1, await articleId('source/_posts/hello-hexo.md'))
    expect(names(comments)).toEqual([
      ['小明', ['小红→小明', '小明→小红']],
      // it answered a comment that is gone: it stands at the top
      ['晚到的人', []],
    ])
    expect(comments[0]).toMatchObject({
      content: '写得真好，**收藏了**。',
      createdAt: '2021-03-15T08:00:00.000Z',
      likes: 3,
    })
    expect(comments[0]?.replies?.[1]?.createdAt).toBe('2021-03-16T01:00:00.000Z')
  })

  it('puts the rest on pages of the site: a full URL of --site and a path are one page', async () => {
    const about = await pageThread('https://blog.example.com', '/about/')
    // the signed-in Waline user's name comes from the export's Users
    expect(about.map((c) => c.nick)).toEqual(['访客甲', '站长', "<script>alert('nick…"])
  })

  it('leaves out spam, holds comments awaiting review for the review queue, counted; reports the bad record', () => {
    const article = reports.waline?.threads.find((t) => t.label === '文章《从 Hexo 搬过来的第一篇》')
    expect(article).toMatchObject({
      added: 4,
      held: 1,
      known: 0,
      skipped: { [SKIP_SPAM]: 1 },
    })
    expect(reports.waline?.bad).toEqual([
      { id: '6512a1f0c3d4e5f600000009', reason: 'insertedAt 不是日期：昨天下午' },
    ])
  })

  it('keeps script in a body, nickname or link harmless', async () => {
    const res = await s.api<Paged<Comment & { from_url?: string }>>(
      'POST',
      '/api/comment/frontGetParentComment',
      {
        body: { type: 4, for_id: await pageId('https://blog.example.com', '/about/') },
      },
    )
    const hostile = res.body.result.list.find((c) => c.from_name.startsWith('<script>'))
    expect(hostile).toBeDefined()
    expect(hostile?.from_url).toBeUndefined()
    expect(hostile?.content).not.toMatch(/<script|onerror/i)
    expect(hostile?.content_html).not.toMatch(/<script|onerror|<img|javascript:/i)
    expect(hostile?.content_html).toContain('正文')
  })
})

describe('every other format', () => {
  it('Valine on LeanCloud: HTML bodies become Markdown; the reply tree, dates and spam', async () => {
    const post = await pageThread('https://valine.example.com', '/posts/valine-post/')
    expect(names(post)).toEqual([
      ['Valine 老读者', ['博主→Valine 老读者', 'Valine 老读者→博主']],
      ['迟到', []],
    ])
    expect(post[0]).toMatchObject({
      content: '第一次来，**支持**一下',
      createdAt: '2019-05-01T10:00:00.000Z',
    })
    expect(reports.leancloud?.threads.find((t) => t.label.endsWith('/posts/valine-post/'))?.skipped).toEqual({
      [SKIP_SPAM]: 1,
    })
    expect(names(await pageThread('https://valine.example.com', '/guestbook/'))).toEqual([['网址访客', []]])
  })

  it('Twikoo: {$oid} ids, dates in milliseconds, likers counted, spam left out', async () => {
    const post = await pageThread('https://twikoo.example.com', '/posts/twikoo-post/')
    expect(names(post)).toEqual([
      ['Twikoo 读者', ['博主→Twikoo 读者', 'Twikoo 读者→博主']],
      ['迟到', []],
    ])
    expect(post[0]).toMatchObject({
      content: '很有用的文章 `npm i twikoo`',
      createdAt: '2023-01-01T00:00:00.000Z',
      likes: 2,
    })
    expect(post[1]?.createdAt).toBe('2023-01-02T00:00:00.000Z')
    expect(names(await pageThread('https://twikoo.example.com', '/links/'))).toEqual([['完整网址', []]])
  })

  it('Artalk: relative and absolute page keys of one site are one page; Go dates with their zone', async () => {
    const post = await pageThread('https://artalk.example.com', '/posts/artalk-post/')
    expect(names(post)).toEqual([
      ['Artalk 读者', ['博主→Artalk 读者', 'Artalk 读者→博主']],
      ['迟到', []],
    ])
    expect(post[0]).toMatchObject({ createdAt: '2022-08-01T02:00:00.000Z', likes: 5 })
    expect(reports.artrans?.threads.find((t) => t.label.endsWith('/posts/artalk-post/'))).toMatchObject({
      held: 1,
      skipped: {},
    })
    expect(names(await pageThread('https://notes.example.org', '/hello/'))).toEqual([['访客', []]])
  })

  it('Disqus: a reply to a deleted post hangs on the nearest kept one; deleted, spam and pending counted', async () => {
    const post = await pageThread('https://disqus.example.com', '/2018/06/disqus-post/')
    expect(names(post)).toEqual([['Disqus 读者', ['站长→Disqus 读者', 'Disqus 读者→站长']]])
    expect(post[0]?.replies?.[1]?.content).toBe('收到，*谢谢*')
    const report = reports.disqus?.threads.find((t) => t.label.endsWith('/2018/06/disqus-post/'))
    expect(report).toMatchObject({ added: 3, held: 1, skipped: { [SKIP_DELETED]: 1, [SKIP_SPAM]: 1 } })
    // the thread's link carried a query: the page is its canonical path
    expect(names(await pageThread('https://disqus.example.com', '/about/'))).toEqual([['访客', []]])
  })

  it('WordPress: posts and pages become articles, with categories, tags and their comments', async () => {
    const id = await articleId('wxr:10')
    const res = await s.api<Article>('GET', `/api/article/getArticleById/${id}`)
    const a = res.body.result
    expect(a.article_title).toBe('从 WordPress 搬来的文章')
    expect(a.article_content).toBe(
      '第一段，有**粗体**和[链接](https://example.org/)。\n\n## 小标题\n\n-   一\n-   二',
    )
    expect(a.categoryName).toBe('笔记')
    expect(a.tagNameList.sort()).toEqual(['WordPress', '搬家'].sort())
    expect(a.createdAt).toBe('2020-02-01T08:00:00.000Z')
    expect(a.is_top).toBe(1)
    const comments = await thread(1, id)
    expect(names(comments)).toEqual([['WP 读者', ['站长→WP 读者', 'WP 读者→站长']]])
    expect(comments[0]?.content).toBe('沙发！\n\n第二段用 **粗体**。')
    expect(reports.wxr?.articles.created).toEqual(['《从 WordPress 搬来的文章》', '《关于》'])
    expect(reports.wxr?.threads[0]?.held).toBe(1)
    expect(reports.wxr?.threads[0]?.skipped).toEqual({
      [SKIP_SPAM]: 1,
      [SKIP_DELETED]: 1,
      '引用通告（pingback）': 1,
    })
  })
})

describe('importing again', () => {
  it('adds nothing: every comment is known by its source id', async () => {
    const db = s.running.ctx.db
    const before = await commentCount(db)
    const again = await importFixture('waline.json', { site: 'https://blog.example.com' })
    for (const name of ['disqus.xml', 'twikoo.json', 'artalk.artrans', 'wordpress.xml'])
      await importFixture(name)
    expect(await commentCount(db)).toBe(before)
    expect(again.threads.every((t) => t.added === 0)).toBe(true)
    // the comment held for review is known too
    expect(again.threads.find((t) => t.label === '文章《从 Hexo 搬过来的第一篇》')?.known).toBe(5)
  })

  it('does not bring back a comment the owner deleted here', async () => {
    const db = s.running.ctx.db
    const id = await pageId('https://twikoo.example.com', '/links/')
    const [only] = await thread(4, id)
    expect(only?.nick).toBe('完整网址')
    const row = await db
      .selectFrom('comments')
      .select('id')
      .where('for_id', '=', id)
      .where('type', '=', 4)
      .executeTakeFirstOrThrow()
    const admin = await s.admin()
    const res = await s.api('DELETE', `/api/comment/delete/${row.id}`, { token: admin.token })
    expect(res.status, res.body.message).toBe(200)
    await importFixture('twikoo.json', { site: 'https://twikoo.example.com' })
    expect(await thread(4, id)).toEqual([])
  })

  it('reports one unreadable line of a LeanCloud JSONL export and imports the rest', async () => {
    const file = join(scratch, 'Comment.jsonl')
    const line = (id: string, comment: string, day: string) =>
      JSON.stringify({
        objectId: id,
        nick: '行',
        url: '/jsonl/',
        comment,
        insertedAt: `2020-01-${day}T00:00:00Z`,
      })
    writeFileSync(
      file,
      `#filetype:JSON-streaming {"type":"Class","class":"Comment"}\n${line('j1', '一', '01')}\n{"objectId": "j2", oops\n${line('j3', '三', '03')}\n`,
    )
    const report = await importFile(s.running.ctx.db, file, { site: 'https://jsonl.example.com' })
    expect(report.bad).toEqual([{ id: '第 3 行', reason: '第 3 行不是 JSON' }])
    expect((await pageThread('https://jsonl.example.com', '/jsonl/')).map((c) => c.content)).toEqual([
      '一',
      '三',
    ])
  })
})

describe('large files', () => {
  /** Bytes read when the reader hands over its first record, and the file's size. */
  async function firstRecordAfter(file: string, read: (open: OpenFile) => AsyncGenerator<unknown>) {
    let bytes = 0
    const open = fileOpener(file, (n) => {
      bytes += n
    })
    for await (const _ of read(open)) return { bytes, size: statSync(file).size }
    throw new Error('no record')
  }

  it('hands over the first record long before the file is read: JSON arrays, lines and XML alike', async () => {
    const many = 4000
    const pad = 'x'.repeat(500)
    const artrans = join(scratch, 'big.artrans')
    const record = (i: number) =>
      JSON.stringify({
        id: String(i),
        rid: '0',
        content: pad,
        nick: 'n',
        page_key: '/p/',
        created_at: '2020-01-01 00:00:00',
      })
    writeFileSync(artrans, `[${Array.from({ length: many }, (_, i) => record(i)).join(',')}]`)
    const jsonl = join(scratch, 'big.jsonl')
    writeFileSync(
      jsonl,
      Array.from({ length: many }, (_, i) =>
        JSON.stringify({ _id: `t${i}`, comment: pad, url: '/p/', created: 1 }),
      ).join('\n'),
    )
    const xml = join(scratch, 'big.xml')
    const post = (i: number) =>
      `<post dsq:id="${i}"><message><![CDATA[${pad}]]></message><createdAt>2020-01-01T00:00:00Z</createdAt><thread dsq:id="1"/></post>`
    writeFileSync(
      xml,
      `<?xml version="1.0"?><disqus xmlns:dsq="x"><thread dsq:id="1"><link>https://a.example/p/</link></thread>${Array.from({ length: many }, (_, i) => post(i)).join('')}</disqus>`,
    )
    for (const [file, read] of [
      [artrans, (open: OpenFile) => readArtrans(open)],
      [jsonl, (open: OpenFile) => readTwikoo(open, true)],
      [xml, (open: OpenFile) => readDisqus(open)],
    ] as const) {
      const { bytes, size } = await firstRecordAfter(file, read)
      expect(size).toBeGreaterThan(2_000_000)
      expect(bytes, file).toBeLessThan(size / 4)
    }
  })
})

describe('a file that breaks off', () => {
  it('stops with 文件无法解析 (JSON) or XML 无法解析, and writes nothing', async () => {
    const db = s.running.ctx.db
    const before = await commentCount(db)
    const json = join(scratch, 'cut.artrans')
    writeFileSync(
      json,
      '[{"id":"c1","page_key":"https://cut.example/a/","content":"x","created_at":"2020-01-01"},{"id":',
    )
    await expect(importFile(db, json)).rejects.toThrow(/^文件无法解析：/)
    const xml = join(scratch, 'cut.xml')
    writeFileSync(
      xml,
      '<?xml version="1.0"?><disqus><thread dsq:id="1"><link>https://cut.example/</link></thread><post',
    )
    await expect(importFile(db, xml)).rejects.toThrow(/^XML 无法解析：/)
    expect(await commentCount(db)).toBe(before)
  })
})

/** Makes the database refuse every comment whose body is `boom`, with the message `refused`. */
async function refuseBoom(db: Kysely<DB>, dialect: Dialect) {
  if (dialect === 'sqlite') {
    await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON comments WHEN NEW.content = 'boom'
      BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(db)
    return
  }
  await sql`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused'; END $$`.execute(db)
  await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON comments
      FOR EACH ROW WHEN (NEW.content = 'boom') EXECUTE FUNCTION refuse_boom()`.execute(db)
}

describe('the review queue', () => {
  it('holds the comments awaiting review there, shown to nobody until the owner lets them through', async () => {
    const other = await startTestServer()
    try {
      const { db } = other.running.ctx
      const sniffed = await sniffCommentFile(join(FIXTURES, 'artalk.artrans'))
      const report = await importComments(db, join(FIXTURES, 'artalk.artrans'), sniffed!, {
        site: null,
        maps: [],
        authorId: 1,
      })
      const post = report.threads.find((t) => t.label.endsWith('/posts/artalk-post/'))
      expect(post).toMatchObject({ added: 4, held: 1, skipped: {} })
      const rows = await sql<{
        content: string
        status: string
      }>`SELECT content, status FROM comments ORDER BY id`.execute(db)
      expect(rows.rows.filter((r) => r.status === 'held').map((r) => r.content)).toEqual(['还没审核的评论'])

      // a thread the database refuses is reported; the other thread still comes
      await refuseBoom(db, other.running.ctx.dialect)
      const file = join(scratch, 'two-threads.artrans')
      const at = '2024-01-01 00:00:00'
      writeFileSync(
        file,
        JSON.stringify([
          { id: 'b1', content: 'fine', nick: 'a', page_key: 'https://two.example/ok/', created_at: at },
          { id: 'b2', content: 'first', nick: 'a', page_key: 'https://two.example/bad/', created_at: at },
          { id: 'b3', content: 'boom', nick: 'a', page_key: 'https://two.example/bad/', created_at: at },
        ]),
      )
      const two = await importComments(
        db,
        file,
        { format: 'artrans', lines: false },
        { site: null, maps: [], authorId: 1 },
      )
      expect(two.threads.map((t) => [t.label, t.added, t.skipped])).toEqual([
        ['https://two.example/ok/', 1, {}],
        ['https://two.example/bad/', 0, { '写入失败：refused': 2 }],
      ])
      const bad = await sql<{
        n: number
      }>`SELECT count(*) AS n FROM comments WHERE content = 'first'`.execute(db)
      expect(Number(bad.rows[0]?.n)).toBe(0)
    } finally {
      await other.close()
      rmSync(other.dataDir, { recursive: true, force: true })
    }
  })
})

describe('the desk', () => {
  // the browser names the file's own type (a .json export: application/json) or none at all
  const send = async (file: string, query: string, token?: string, type = 'application/json') =>
    s.api<{ lines: string[] }>('POST', `/api/desk/import/comments${query}`, {
      raw: readFileSync(file),
      headers: { 'content-type': type },
      token,
    })

  it('takes an export as the request body, only from the owner, and answers the report', async () => {
    const db = s.running.ctx.db
    const file = join(scratch, 'desk.artrans')
    const record = {
      id: 'd1',
      rid: '0',
      content: '从后台导入',
      nick: '后台',
      page_key: '/desk-page/',
      created_at: '2024-01-01 00:00:00',
    }
    writeFileSync(file, JSON.stringify([record]))
    const user = await s.newUser('importer')
    expect((await send(file, '')).status).toBe(401)
    expect((await send(file, '', user.token)).status).toBe(403)
    const { token } = await s.admin()
    const before = await commentCount(db)
    const dry = await send(file, '?site=https://desk.example.com&dry_run=1', token)
    expect(dry.status, dry.body.message).toBe(200)
    expect(dry.body.result.lines).toContain('  https://desk.example.com/desk-page/：新增 1')
    expect(await commentCount(db)).toBe(before)
    const real = await send(file, '?site=https://desk.example.com', token)
    expect(real.body.result.lines.at(-1)).toBe('导入 1 条评论，待审 0 条，已导入过 0 条，跳过 0 条')
    expect(names(await pageThread('https://desk.example.com', '/desk-page/'))).toEqual([['后台', []]])
  })

  it('refuses a file that is no comment export, and a site that is no address', async () => {
    const { token } = await s.admin()
    const file = join(scratch, 'notes.txt')
    writeFileSync(file, 'just some notes')
    const unknown = await send(file, '', token, 'text/plain')
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toMatch(/^认不出文件格式/)
    const badSite = await send(join(FIXTURES, 'artalk.artrans'), '?site=javascript:alert(1)', token)
    expect(badSite.status).toBe(400)
    expect(badSite.body.message).toMatch(/原站点应为 http\(s\) 网址/)
  })
})

describe('the command line', () => {
  it('reads back the export of a blog without comments: nothing to add, no error', async () => {
    const file = join(scratch, 'empty.artrans')
    writeFileSync(file, '[\n]\n')
    const sniffed = await sniffCommentFile(file)
    expect(sniffed).toEqual({ format: 'artrans', lines: false })
    const report = await importComments(s.running.ctx.db, file, sniffed!, { site: null, maps: [], authorId: 1 })
    expect(report.threads).toEqual([])
  })

  it(
    '--dry-run prints per page what would be added and skipped and why, and writes nothing',
    async () => {
      const data = join(scratch, 'dry')
      const run = await runTransferCli(['import', join(FIXTURES, 'disqus.xml'), '--dry-run'], data)
      expect(run.code, run.stderr).toBe(0)
      expect(run.stdout).toContain('Disqus XML：')
      expect(run.stdout).toContain(
        `  https://disqus.example.com/2018/06/disqus-post/：新增 3，待审 1，跳过 2（${SKIP_DELETED} 1，${SKIP_SPAM} 1）`,
      )
      expect(run.stdout).toContain(
        '试运行，未写入任何内容：将导入 4 条评论，待审 1 条，已导入过 0 条，跳过 2 条',
      )
      const { db, close } = await openDataFolder(data)
      expect(await commentCount(db)).toBe(0)
      await close()
    },
    CLI_TEST_TIMEOUT,
  )

  it(
    'artrans round trip: export the posts and the comments, import both into an empty data folder, the same threads',
    async () => {
      const md = join(scratch, 'md')
      const artrans = join(scratch, 'comments.artrans')
      const fresh = join(scratch, 'fresh')
      for (const args of [
        ['export', md],
        ['export', '--comments', artrans],
      ]) {
        const run = await runTransferCli(args, s.dataDir)
        expect(run.code, run.stderr).toBe(0)
      }
      for (const args of [
        ['import', md],
        ['import', artrans],
      ]) {
        const run = await runTransferCli(args, fresh)
        expect(run.code, run.stderr).toBe(0)
      }
      const again = await runTransferCli(['import', artrans], fresh)
      expect(again.stdout).toMatch(/导入 0 条评论/)
      const moved = await openDataFolder(fresh)
      try {
        const before = await threadsOf(s.running.ctx.db)
        expect(before.length).toBeGreaterThan(20)
        expect(await threadsOf(moved.db)).toEqual(before)
      } finally {
        await moved.close()
      }
    },
    CLI_TEST_TIMEOUT,
  )
})

/** Every thread of pages and articles, independent of ids: where, who, what, when, whom it answers, held or not. */
async function threadsOf(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('comments as c')
    .leftJoin('pages as p', (j) => j.onRef('p.id', '=', 'c.for_id').on('c.type', '=', 4))
    .leftJoin('articles as a', (j) => j.onRef('a.id', '=', 'c.for_id').on('c.type', '=', 1))
    .leftJoin('comments as root', 'root.id', 'c.parent_id')
    .select([
      'c.type',
      'p.site',
      'p.path',
      'a.article_title',
      'c.guest_name',
      'c.guest_email',
      'c.guest_url',
      'c.content',
      'c.createdAt',
      'c.thumbs_up',
      'c.to_guest_name',
      'c.status',
      'root.createdAt as rootAt',
    ])
    .where('c.type', 'in', [1, 4])
    .execute()
  return rows
    .map((r) => ({
      where: r.type === 4 ? `${r.site}${r.path}` : `文章《${r.article_title}》`,
      who: [r.guest_name, r.guest_email, r.guest_url],
      content: r.content,
      at: r.createdAt,
      likes: r.thumbs_up,
      answers: r.to_guest_name,
      status: r.status,
      under: r.rootAt,
    }))
    .sort((x, y) => `${x.where} ${x.at} ${x.content}`.localeCompare(`${y.where} ${y.at} ${y.content}`))
}
