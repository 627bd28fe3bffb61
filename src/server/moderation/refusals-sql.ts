import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { now } from '../db/database.ts'
import { HttpError } from '../http/envelope.ts'

// The latest writes the guard refused (docs/api.md §27), so the desk can show why something a
// visitor says they sent never appeared. A flood cannot grow it: only the newest KEPT stay.

const KEPT = 500
const EXCERPT = 60

export interface RefusedWrite {
  kind: 'comment' | 'message'
  author: string
  text: string
}

export interface Refusal {
  id: number
  kind: 'comment' | 'message'
  reason: string
  author: string
  excerpt: string
  createdAt: string
}

async function record(db: Kysely<DB>, write: RefusedWrite, reason: string): Promise<void> {
  const chars = Array.from(write.text)
  const excerpt = chars.length > EXCERPT ? `${chars.slice(0, EXCERPT).join('')}…` : write.text
  const row = await db
    .insertInto('refusals')
    .values({ kind: write.kind, reason, author: write.author, excerpt, createdAt: now() })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .deleteFrom('refusals')
    .where('id', '<=', row.id - KEPT)
    .execute()
}

/** Runs `check`; a refusal it throws is written down before it goes on to the caller. */
export async function loggingRefusals<T>(
  db: Kysely<DB>,
  write: RefusedWrite,
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check()
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      // the log is for the owner's information: failing to write it refuses nothing more
      await record(db, write, error.message).catch(() => {})
    }
    throw error
  }
}

export async function latestRefusals(db: Kysely<DB>, limit: number): Promise<Refusal[]> {
  const rows = await db.selectFrom('refusals').selectAll().orderBy('id', 'desc').limit(limit).execute()
  return rows.map((r) => ({ ...r, kind: r.kind === 'message' ? 'message' : 'comment' }))
}
