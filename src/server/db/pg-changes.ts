import { type Kysely, type PostgresPool, sql } from 'kysely'
import type pg from 'pg'
import { TABLES } from './schema.ts'

/**
 * PostgreSQL's db/data-version.ts: a version of the database that moves whenever
 * anything in it changes, read without a round trip, so values read from it can be remembered
 * on PostgreSQL as they are on SQLite, across several instances.
 *
 * - Every table of ours tells its changes: a statement-level trigger sends a notice on the
 *   channel below. PostgreSQL delivers a notice when its transaction commits, to every session that
 *   listens — each instance's, whoever wrote (another instance, an import, psql).
 * - Each instance listens on a connection of its own and counts the notices it hears. Another
 *   instance's commit is therefore seen once its notice arrives (about a millisecond on one
 *   network); until then a remembered value may be that much older.
 * - This instance's own statements that may write are counted when they finish, before their
 *   caller goes on: a request that writes and then reads never reads a value remembered before.
 * - While the listening connection is down nothing is remembered (every version is new), and
 *   whatever was committed meanwhile counts as a change once it listens again.
 */

/** The notice channel and the name of the trigger on every table. */
export const CHANGE_CHANNEL = 'xz_changed'

/**
 * The tables whose changes are told: ours (schema.ts, which a new table cannot miss), and the
 * PostgreSQL search index's. Only these: the database may hold other applications' tables.
 */
export const NOTICED_TABLES: string[] = [...TABLES, 'article_grams']

/** Gives each of our tables the trigger that sends the notice, once; run after the migrations. */
export async function noticeChangesOnEveryTable(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION xz_notice_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(${sql.lit(CHANGE_CHANNEL)}, '');
      RETURN NULL;
    END
  $$`.execute(db)
  const { rows } = await sql<{ table: string }>`
    SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relname = ANY(${NOTICED_TABLES}::text[])
      AND NOT EXISTS (
        SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = ${CHANGE_CHANNEL}
      )`.execute(db)
  for (const { table } of rows) {
    await sql`CREATE TRIGGER ${sql.id(CHANGE_CHANNEL)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION xz_notice_change()`.execute(db)
  }
}

/**
 * A query that only reads: a SELECT, or a WITH … SELECT, naming no statement that writes (a
 * data-modifying WITH does). Anything else may change the database, BEGIN and COMMIT included;
 * a read that merely mentions such a word counts as a write, which only costs a read again.
 */
const READ_START = /^\s*\(?\s*(select|with)\b/i
const WRITE_WORD = /\b(insert|update|delete|merge|truncate)\b/i
const readsOnly = (text: string) => READ_START.test(text) && !WRITE_WORD.test(text)

/**
 * The pool as Kysely uses it (connect and end), with each client's statements that may write
 * counted as they finish (failed ones too: a remembered value is only read again for nothing).
 */
export function countingWrites(pool: pg.Pool, wrote: () => void): PostgresPool {
  const counted = new WeakSet<pg.PoolClient>()
  return {
    async connect() {
      const client = await pool.connect()
      if (!counted.has(client)) {
        counted.add(client)
        // Kysely only ever calls query(text, values) on its clients
        const query = client.query.bind(client) as (
          text: string,
          values?: unknown[],
        ) => Promise<pg.QueryResult>
        const counting = async (text: string, values?: unknown[]) => {
          try {
            return await query(text, values)
          } finally {
            if (typeof text !== 'string' || !readsOnly(text)) wrote()
          }
        }
        // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; Kysely uses one
        client.query = counting as any
      }
      return client
    },
    end: () => pool.end(),
  }
}

export interface ChangeWatch {
  /** changes heard so far; a new value on every read while not listening */
  version(): string
  close(): Promise<void>
}

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_MS = 1000

/** Listens for the notices on a connection of its own; resolves once it listens. */
export async function watchChanges(
  connect: () => pg.Client,
  log: (message: string) => void = () => {},
): Promise<ChangeWatch> {
  let heard = 0
  let unknown = 0
  let current: pg.Client | null = null
  let listening = false
  let closed = false
  let retry: NodeJS.Timeout | null = null

  const listen = async (): Promise<void> => {
    const client = connect()
    current = client
    listening = false
    client.on('notification', () => {
      if (client === current) heard += 1
    })
    client.on('error', () => drop(client))
    client.on('end', () => drop(client))
    await client.connect()
    await client.query(`LISTEN ${CHANGE_CHANNEL}`)
    if (client !== current) return
    // whatever was committed while nobody here listened
    heard += 1
    listening = true
  }

  const drop = (client: pg.Client) => {
    if (client !== current) return
    current = null
    listening = false
    client.end().catch(() => {})
    if (closed) return
    log('数据库变更通知的连接断开，1 秒后重连；在此之前读取结果不缓存')
    retry = setTimeout(() => {
      listen().catch(() => {
        if (current) drop(current)
      })
    }, RECONNECT_MS)
    retry.unref()
  }

  const close = async () => {
    closed = true
    if (retry) clearTimeout(retry)
    const client = current
    current = null
    listening = false
    await client?.end().catch(() => {})
  }

  try {
    await listen()
  } catch (error) {
    await close()
    throw error
  }
  return {
    version: () => (listening ? String(heard) : `unknown:${++unknown}`),
    close,
  }
}
