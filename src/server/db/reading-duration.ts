import { type Kysely, type Migration, sql } from 'kysely'

// An article's reading time is counted in milliseconds, as the client sends it and as
// blog-v3 reads it (docs/blog-v3.md). The column is a 32-bit integer on PostgreSQL: the total
// stops at its largest value (about 596 hours) instead of failing the visitor's report.

/** The largest total the column holds on both engines. */
export const READING_TOTAL_MAX_MS = 2_147_483_647

/** Totals stored in whole seconds, from before they were kept in milliseconds. */
export const readingDurationInMs: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    const most = Math.floor(READING_TOTAL_MAX_MS / 1000)
    await sql`UPDATE articles SET reading_duration = CASE WHEN reading_duration > ${most}
      THEN ${READING_TOTAL_MAX_MS} ELSE reading_duration * 1000 END`.execute(db)
  },
}
