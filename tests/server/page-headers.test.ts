import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migrator } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/server/db/database.ts'
import { migrate, migrationProvider } from '../../src/server/db/migrations.ts'

const dir = mkdtempSync(join(tmpdir(), 'xz-headers-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('page headers of an existing site', () => {
  it('are renamed to the `blog-v3` client’s route names on upgrade, sharing pictures', async () => {
    const database = await openDatabase({ dataDir: dir })
    try {
      const { db } = database
      // a site made before the rename: our old short keys
      await new Migrator({ db, provider: migrationProvider(database.dialect) }).migrateTo('0003_list_indexes')
      await db
        .insertInto('page_headers')
        .values([
          { route_name: 'home', bg_url: '/h.jpg' },
          { route_name: 'message', bg_url: '/m.jpg' },
          { route_name: 'mine', bg_url: '/x.jpg' },
        ])
        .execute()
      await migrate(db, database.dialect)
      const rows = await db
        .selectFrom('page_headers')
        .select(['route_name', 'bg_url'])
        .orderBy('id')
        .execute()
      expect(rows).toEqual([
        { route_name: 'Home', bg_url: '/h.jpg' },
        { route_name: 'MessageList', bg_url: '/m.jpg' },
        { route_name: 'mine', bg_url: '/x.jpg' },
        { route_name: 'PublishMessage', bg_url: '/m.jpg' },
        { route_name: 'MessageDetail', bg_url: '/m.jpg' },
      ])
    } finally {
      await database.close()
    }
  })
})
