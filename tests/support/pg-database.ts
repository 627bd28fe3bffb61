import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { createDatabase } from './pg.ts'

/**
 * In the `server-pg` project: the database of the test server using `dataDir`. A fresh data
 * folder gets a fresh database; a server restarted on the same folder finds its database again
 * through a note kept in the folder. Undefined outside that project (tests run on SQLite).
 */
export async function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  const clusterUrl = inject('pgUrl')
  if (!clusterUrl) return undefined
  const note = join(dataDir, 'test-database-url')
  if (existsSync(note)) return readFileSync(note, 'utf8')
  const url = await createDatabase(clusterUrl)
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(note, url)
  return url
}
