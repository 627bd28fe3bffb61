import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { OutboxQuery, OutboxRow } from '../../core/contract/index.ts'
import { now } from '../db/database.ts'
import type { DB, OutboxTable } from '../db/schema.ts'
import { paged } from '../http/validate.ts'

// The outbox (docs/api.md §26): a notice is a row before it is anything else. Instances share
// the rows; each row is claimed by one UPDATE whose WHERE only a row nobody holds passes, so
// one instance sends it, on SQLite and PostgreSQL alike.

/** At most this many mails to one address in an hour; the rest are kept as skipped. */
export const MAILS_PER_HOUR = 10
/** How long a claim holds a row: longer than any send takes, so a crashed sender's rows come back. */
const CLAIM_MS = 2 * 60_000

export type OutboxEntry = Selectable<OutboxTable>

export interface NewOutboxRow {
  channel: 'mail' | 'webhook'
  recipient: string
  event: string
  subject: string
  payload: unknown
}

/** Queues one notice; an over-the-cap mail is kept as skipped, with why. Its id. */
export async function enqueue(db: Kysely<DB>, row: NewOutboxRow, skipped = ''): Promise<number> {
  const stamp = now()
  const inserted = await db
    .insertInto('outbox')
    .values({
      channel: row.channel,
      recipient: row.recipient,
      event: row.event,
      subject: row.subject,
      payload: JSON.stringify(row.payload),
      status: skipped ? 'skipped' : 'pending',
      next_at: stamp,
      last_error: skipped,
      createdAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return inserted.id
}

/** Mails queued for an address in the last hour, skipped ones aside. */
export async function mailsInLastHour(db: Kysely<DB>, address: string): Promise<number> {
  const since = new Date(Date.now() - 3600_000).toISOString()
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('recipient', '=', address)
    .where('channel', '=', 'mail')
    .where('createdAt', '>', since)
    .where('status', '!=', 'skipped')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** An address's unsubscribe token, made on its first mail; null once it unsubscribed. */
export async function addressToken(db: Kysely<DB>, address: string): Promise<string | null> {
  const found = await db
    .selectFrom('notice_addresses')
    .select(['token', 'unsubscribed_at'])
    .where('address', '=', address)
    .executeTakeFirst()
  if (found) return found.unsubscribed_at ? null : found.token
  const token = randomBytes(18).toString('base64url')
  // two instances may mail a new address at once: the first row stays
  await db
    .insertInto('notice_addresses')
    .values({ address, token, createdAt: now() })
    .onConflict((oc) => oc.column('address').doNothing())
    .execute()
  return addressToken(db, address)
}

export async function isUnsubscribed(db: Kysely<DB>, address: string): Promise<boolean> {
  const row = await db
    .selectFrom('notice_addresses')
    .select('unsubscribed_at')
    .where('address', '=', address)
    .executeTakeFirst()
  return Boolean(row?.unsubscribed_at)
}

/** Unsubscribes the address the token belongs to; the address, or null for an unknown token. */
export async function unsubscribe(db: Kysely<DB>, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('notice_addresses')
    .select(['address', 'unsubscribed_at'])
    .where('token', '=', token)
    .executeTakeFirst()
  if (!row) return null
  if (!row.unsubscribed_at) {
    await db
      .updateTable('notice_addresses')
      .set({ unsubscribed_at: now() })
      .where('address', '=', row.address)
      .execute()
  }
  return row.address
}

/** Rows that are due and nobody holds, oldest first: candidates, each still to be claimed. */
export async function dueRows(db: Kysely<DB>, limit: number): Promise<OutboxEntry[]> {
  const stamp = now()
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_at', '<=', stamp)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', stamp)]))
    .orderBy('next_at')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** Takes a row for this instance; false when another one took it first. */
export async function claimRow(db: Kysely<DB>, rowId: number): Promise<boolean> {
  const stamp = now()
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({
      claimed_until: new Date(Date.now() + CLAIM_MS).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', rowId)
    .where('status', '=', 'pending')
    .where('next_at', '<=', stamp)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', stamp)]))
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

export async function markSent(db: Kysely<DB>, rowId: number): Promise<void> {
  const stamp = now()
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: stamp, claimed_until: null, last_error: '' })
    .where('id', '=', rowId)
    .execute()
}

/** A failure: tried again at `retryAt`, or given up (failed, or skipped) when it is null. */
export async function markFailure(
  db: Kysely<DB>,
  rowId: number,
  error: string,
  retryAt: Date | null,
  giveUpAs: 'failed' | 'skipped' = 'failed',
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: retryAt ? 'pending' : giveUpAs,
      next_at: (retryAt ?? new Date()).toISOString(),
      claimed_until: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', rowId)
    .execute()
}

const LISTED = [
  'id',
  'channel',
  'recipient',
  'event',
  'subject',
  'status',
  'attempts',
  'next_at',
  'last_error',
  'sent_at',
  'createdAt',
] as const

/** The desk's outbox, newest first. */
export async function pageOutbox(db: Kysely<DB>, q: OutboxQuery & { current: number; size: number }) {
  let rows = db.selectFrom('outbox').select(LISTED)
  let count = db.selectFrom('outbox').select((eb) => eb.fn.countAll<number | string>().as('n'))
  if (q.status) {
    rows = rows.where('status', '=', q.status)
    count = count.where('status', '=', q.status)
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('id', 'desc')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ])
  return paged(q.current, q.size, Number(total.n), list as OutboxRow[])
}

export async function findOutboxRow(db: Kysely<DB>, rowId: number): Promise<OutboxRow | undefined> {
  return (await db.selectFrom('outbox').select(LISTED).where('id', '=', rowId).executeTakeFirst()) as
    | OutboxRow
    | undefined
}

/** "重发": queued again at once, with a new day of retries. */
export async function requeue(db: Kysely<DB>, rowId: number): Promise<void> {
  const stamp = now()
  await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_at: stamp, claimed_until: null, createdAt: stamp })
    .where('id', '=', rowId)
    .execute()
}

/** How long sent and skipped rows stay for the desk to see. */
export const KEEP_DONE_MS = 30 * 24 * 3600_000

/** Forgets sent and skipped rows queued before `before`; failed ones stay until resent or seen. */
export async function pruneOutbox(db: Kysely<DB>, before: Date): Promise<void> {
  await db
    .deleteFrom('outbox')
    .where('status', 'in', ['sent', 'skipped'])
    .where('createdAt', '<', before.toISOString())
    .execute()
}
