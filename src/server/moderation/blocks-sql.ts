import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { now } from '../db/database.ts'
import { visitorHash } from './secret.ts'

// The owner's block list (docs/api.md §27): a visitor's address hash, an e-mail or a nickname.
// "Spam" in the desk adds the item's; the desk lists, adds and removes entries.

const BLOCK_KINDS = ['visitor', 'email', 'nick'] as const
export type BlockKind = (typeof BLOCK_KINDS)[number]

export interface BlockEntry {
  id: number
  kind: BlockKind
  value: string
  note: string
  createdAt: string
}

const lower = (text: string) => text.trim().toLowerCase()

/** Whether any of the writer's marks is on the list. */
export async function isBlocked(
  db: Kysely<DB>,
  marks: { visitor: string; email: string | null; nick: string | null },
): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', 'visitor'), eb('value', '=', marks.visitor)]),
        ...(marks.email ? [eb.and([eb('kind', '=', 'email'), eb('value', '=', lower(marks.email))])] : []),
        ...(marks.nick ? [eb.and([eb('kind', '=', 'nick'), eb('value', '=', lower(marks.nick))])] : []),
      ]),
    )
    .executeTakeFirst()
  return row !== undefined
}

/** Adds an entry (kept once); an address the owner types is stored as its hash. */
export async function addBlock(
  db: Kysely<DB>,
  entry: { kind: BlockKind | 'ip'; value: string; note?: string },
): Promise<void> {
  const kind: BlockKind = entry.kind === 'ip' ? 'visitor' : entry.kind
  const value =
    entry.kind === 'ip'
      ? await visitorHash(db, entry.value.trim())
      : entry.kind === 'visitor'
        ? entry.value
        : lower(entry.value)
  if (!value) return
  await db
    .insertInto('blocks')
    .values({ kind, value, note: entry.note ?? '', createdAt: now() })
    .onConflict((oc) => oc.columns(['kind', 'value']).doNothing())
    .execute()
}

export async function listBlocks(db: Kysely<DB>): Promise<BlockEntry[]> {
  const rows = await db.selectFrom('blocks').selectAll().orderBy('id', 'desc').execute()
  return rows.map((r) => ({ ...r, kind: r.kind as BlockKind }))
}

export async function removeBlock(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('blocks').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
