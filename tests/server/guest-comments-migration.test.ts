import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrationProvider } from '../../src/server/db/migrations.ts'
import type { DB } from '../../src/server/db/schema.ts'
import { registerSearchFunctions } from '../../src/server/db/search-grams.ts'

// SQLite cannot drop a NOT NULL in place, so the guests' migration rebuilds the comments table
// (db/guest-comments.ts): the comments a site already has must come through it whole.

describe('0014_guest_comments on SQLite', () => {
  it('keeps every comment, its id and its replies, and the replies still go with their parent', async () => {
    const sqlite = new SQLite(':memory:')
    sqlite.pragma('foreign_keys = ON')
    registerSearchFunctions(sqlite)
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) })
    const migrator = new Migrator({ db, provider: migrationProvider('sqlite') })
    expect((await migrator.migrateTo('0012_reading_duration_ms')).error).toBeUndefined()
    const at = new Date().toISOString()
    const stamps = { createdAt: at, updatedAt: at }
    const user = await db
      .insertInto('users')
      .values({ username: 'u1', password_hash: 'x', nick_name: '甲', avatar: '', role: 2, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row = (content: string, parent_id: number | null) => ({
      type: 1,
      for_id: 7,
      parent_id,
      from_id: user.id,
      to_id: null,
      content,
      thumbs_up: 2,
      ...stamps,
    })
    // biome-ignore lint/suspicious/noExplicitAny: the table before the migration has no guest columns
    const old = db as unknown as Kysely<any>
    const top = await old
      .insertInto('comments')
      .values(row('顶层', null))
      .returning('id')
      .executeTakeFirstOrThrow()
    await old.insertInto('comments').values(row('回复', top.id)).execute()

    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    const rows = await db.selectFrom('comments').selectAll().orderBy('id').execute()
    expect(rows.map((r) => [r.id, r.parent_id, r.from_id, r.content, r.thumbs_up, r.guest_name])).toEqual([
      [top.id, null, user.id, '顶层', 2, null],
      [top.id + 1, top.id, user.id, '回复', 2, null],
    ])
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(sqlite.pragma('foreign_key_check')).toEqual([])
    // a guest's comment has no author row
    await db
      .insertInto('comments')
      .values({ ...row('游客', null), from_id: null, guest_name: '乙' })
      .execute()
    await db.deleteFrom('comments').where('id', '=', top.id).execute()
    const left = await sql<{ content: string }>`SELECT content FROM comments ORDER BY id`.execute(db)
    expect(left.rows.map((r) => r.content)).toEqual(['游客'])
    await db.destroy()
  })
})
