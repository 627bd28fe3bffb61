import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, SearchHit } from '../../src/core/contract/index.ts'
import { NOTICED_TABLES } from '../../src/server/db/pg-changes.ts'
import { startTestServer, type TestServer } from './harness.ts'

// db/pg-changes.ts: on PostgreSQL, answers are remembered while the database is unchanged, as on
// SQLite, and every instance hears of every change. Two servers share one database here; the
// `server` project (SQLite) skips this file's tests.

let a: TestServer
let b: TestServer
let sql: pg.Client | null = null
let token: string

const titlesFound = async (server: TestServer, word: string) =>
  (
    await server.api<SearchHit[]>('GET', `/api/article/getArticleListByContent/${encodeURIComponent(word)}`)
  ).body.result.map((hit) => hit.article_title)

/** Asks until the answer is `expected` or `ms` have passed; returns the last answer. */
async function eventually<T>(ask: () => Promise<T>, expected: T, ms = 3000): Promise<T> {
  const until = Date.now() + ms
  let last = await ask()
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20))
    last = await ask()
  }
  return last
}

const listeners = async () =>
  Number(
    (
      await (sql as pg.Client).query(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN xz_changed'`,
      )
    ).rows[0]?.n,
  )

/** The database the test harness made for a server (a note in its data folder). */
const databaseUrlOf = (server: TestServer) => readFileSync(join(server.dataDir, 'test-database-url'), 'utf8')

beforeAll(async () => {
  a = await startTestServer()
  if (a.running.ctx.dialect !== 'postgres') return
  const databaseUrl = databaseUrlOf(a)
  b = await startTestServer({ databaseUrl })
  sql = new pg.Client({ connectionString: databaseUrl })
  await sql.connect()
  token = (await a.admin()).token
})

afterAll(async () => {
  await sql?.end()
  await b?.close()
  await a?.close()
})

describe('answers remembered on PostgreSQL', () => {
  it('every table of ours tells the instances when it changes, and no other', async (t) => {
    if (!sql) return t.skip()
    await sql.query('CREATE TABLE someone_elses (id integer)')
    // a restart runs the migrations and gives the tables their notices again
    await b.close({ keepData: true })
    b = await startTestServer({ dataDir: b.dataDir, databaseUrl: databaseUrlOf(a) })
    const { rows } = await sql.query<{ relname: string; noticed: boolean }>(`
      SELECT c.relname, EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'xz_changed') AS noticed
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname NOT LIKE 'kysely_%'
      ORDER BY c.relname`)
    const noticed = rows.filter((r) => r.noticed).map((r) => r.relname)
    expect(noticed).toEqual([...NOTICED_TABLES].sort())
    expect(rows.filter((r) => !r.noticed).map((r) => r.relname)).toEqual(['someone_elses'])
  })

  it('another instance sees a change made on one, or straight in the database, once it commits', async (t) => {
    if (!sql) return t.skip()
    expect(await titlesFound(b, '雁过留声')).toEqual([])
    const added = await a.api<Article>('POST', '/api/article/add', {
      token,
      body: { article_title: '雁过留声', article_content: '正文', status: 1 },
    })
    const id = added.body.result.id
    expect(await eventually(() => titlesFound(b, '雁过留声'), ['雁过留声'])).toEqual(['雁过留声'])

    await sql.query(`UPDATE articles SET article_title = '雁过留声（改）' WHERE id = $1`, [id])
    expect(await eventually(() => titlesFound(b, '雁过留声'), ['雁过留声（改）'])).toEqual(['雁过留声（改）'])
  })

  it('remembers an answer until a change is heard of, and nothing while it cannot hear', async (t) => {
    if (!sql) return t.skip()
    const added = await a.api<Article>('POST', '/api/article/add', {
      token,
      body: { article_title: '鸿雁传书', article_content: '正文', status: 1 },
    })
    const id = added.body.result.id
    expect(await eventually(() => titlesFound(b, '鸿雁'), ['鸿雁传书'])).toEqual(['鸿雁传书'])
    // b may have read the new article before the notice of its commit arrived, which then makes
    // it read once more: let that notice come (a millisecond on loopback), then remember
    await new Promise((r) => setTimeout(r, 300))
    expect(await titlesFound(b, '鸿雁')).toEqual(['鸿雁传书'])
    // a change that tells nobody (the notices of the article and of its search pieces switched
    // off): the remembered answer stays
    const notices = (on: boolean) =>
      (sql as pg.Client).query(
        `ALTER TABLE articles ${on ? 'ENABLE' : 'DISABLE'} TRIGGER xz_changed;
         ALTER TABLE article_grams ${on ? 'ENABLE' : 'DISABLE'} TRIGGER xz_changed`,
      )
    await notices(false)
    try {
      await sql.query(`UPDATE articles SET article_title = '鸿雁一' WHERE id = $1`, [id])
      expect(await titlesFound(b, '鸿雁')).toEqual(['鸿雁传书'])

      // the instances' listening connections cut: nothing is remembered until they listen again
      await sql.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN xz_changed'`)
      expect(await eventually(() => titlesFound(b, '鸿雁'), ['鸿雁一'])).toEqual(['鸿雁一'])
      await sql.query(`UPDATE articles SET article_title = '鸿雁二' WHERE id = $1`, [id])
      const whileDeaf = await titlesFound(b, '鸿雁')
      const listeningAgain = await eventually(listeners, 2, 5000)

      // listening again: remembered once more
      expect(await titlesFound(b, '鸿雁')).toEqual(['鸿雁二'])
      await sql.query(`UPDATE articles SET article_title = '鸿雁三' WHERE id = $1`, [id])
      expect(await titlesFound(b, '鸿雁')).toEqual(['鸿雁二'])
      expect({ whileDeaf, listeningAgain }).toEqual({ whileDeaf: ['鸿雁二'], listeningAgain: 2 })
    } finally {
      await notices(true)
    }
    await sql.query(`UPDATE articles SET article_title = '鸿雁四' WHERE id = $1`, [id])
    expect(await eventually(() => titlesFound(b, '鸿雁'), ['鸿雁四'])).toEqual(['鸿雁四'])
  })
})
