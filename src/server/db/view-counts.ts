import type SQLite from 'better-sqlite3'
import type { Kysely } from 'kysely'
import type { DB } from './schema.ts'

/** How long views wait in memory before they are written, at most. */
const FLUSH_AFTER_MS = 1000

/**
 * Article views on SQLite, counted in memory and written in one transaction a second: an
 * UPDATE per view made every reader of an article a writer, one at a time, and changed the
 * database under every remembered list (db/while-unchanged.ts); the count of views so far is
 * part of the database's version (db/data-version.ts). SQLite has one process by
 * design, so the counts not yet written are known here and every reader of a count adds them
 * (`withPendingViews`). They are written only from the timer and at close, never in the
 * middle of a request: a request that read a count from the database just before the write
 * and the waiting views just after would miss them. PostgreSQL, shared by several instances,
 * is written at once.
 */
class ViewTally {
  private readonly waiting = new Map<number, number>()
  private timer: NodeJS.Timeout | null = null
  /** Prepared on first use: the database is opened before its tables are made. */
  private add: SQLite.Statement<[number, number]> | null = null

  constructor(
    private readonly sqlite: SQLite.Database,
    /** the writes go past Kysely: whoever counts the connection's writes is told */
    private readonly wrote: () => void,
  ) {}

  /** every view counted since the start, written or not */
  counted = 0

  count(articleId: number): void {
    this.counted += 1
    this.waiting.set(articleId, (this.waiting.get(articleId) ?? 0) + 1)
    if (!this.timer) {
      this.timer = setTimeout(() => this.settle(), FLUSH_AFTER_MS)
      // waiting views never keep a finished process alive: close() writes them
      this.timer.unref()
    }
  }

  pending(articleId: number): number {
    return this.waiting.get(articleId) ?? 0
  }

  get idle(): boolean {
    return this.waiting.size === 0
  }

  /**
   * Writes the waiting views. Synchronous, so no reader sees them both waiting and written.
   * Inside a transaction the app opened they would share its fate: they wait for the next turn.
   */
  settle(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    if (this.waiting.size === 0 || !this.sqlite.open) return
    if (this.sqlite.inTransaction) {
      this.timer = setTimeout(() => this.settle(), 10)
      this.timer.unref()
      return
    }
    try {
      this.add ??= this.sqlite.prepare('UPDATE articles SET view_times = view_times + ? WHERE id = ?')
      const add = this.add
      this.sqlite.transaction(() => {
        for (const [id, views] of this.waiting) add.run(views, id)
      })()
      this.wrote()
      this.waiting.clear()
    } catch {
      // busy (another process writing past the timeout): the views stay and go next time
      this.timer = setTimeout(() => this.settle(), FLUSH_AFTER_MS)
      this.timer.unref()
    }
  }
}

const tallies = new WeakMap<Kysely<DB>, ViewTally>()

/** Makes `db` count views in memory; openDatabase does it for the SQLite file it opens. */
export function tallyViews(
  db: Kysely<DB>,
  sqlite: SQLite.Database,
  wrote: () => void,
): { settle(): void; readonly counted: number } {
  const tally = new ViewTally(sqlite, wrote)
  tallies.set(db, tally)
  return tally
}

/**
 * One more view of an article whose count was read just before (`counted`, read in the same
 * turn: no timer in between). Returns its count with this view.
 */
export async function countView(db: Kysely<DB>, articleId: number, counted: number): Promise<number> {
  const now = countViewNow(db, articleId, counted)
  if (now !== null) return now
  await db
    .updateTable('articles')
    .set((eb) => ({ view_times: eb('view_times', '+', 1) }))
    .where('id', '=', articleId)
    .execute()
  return counted + 1
}

/**
 * countView where views are counted in memory (SQLite): at once, without a promise. Null
 * where they are written at once instead, having counted nothing.
 */
export function countViewNow(db: Kysely<DB>, articleId: number, counted: number): number | null {
  const tally = tallies.get(db)
  if (!tally) return null
  tally.count(articleId)
  return counted + tally.pending(articleId)
}

/** The rows with the views counted but not yet written added to theirs. */
export function withPendingViews<R extends { id: number; view_times: number }>(
  db: Kysely<DB>,
  rows: R[],
): R[] {
  const tally = tallies.get(db)
  if (!tally || tally.idle) return rows
  return rows.map((row) => {
    const views = tally.pending(row.id)
    return views ? { ...row, view_times: row.view_times + views } : row
  })
}
