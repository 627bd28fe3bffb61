import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'

/** The cheapest statement that proves the database answers. */
export function pingDatabase(db: Kysely<DB>): Promise<unknown> {
  return sql`SELECT 1`.execute(db)
}
