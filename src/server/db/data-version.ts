/**
 * "Has anything stored changed since?" for one opened database, answered without a round trip:
 * what lets a value read once be used again until the data changes (db/while-unchanged.ts),
 * whichever the engine. openDatabase makes one per database; the server's context carries it
 * (`ctx.dataVersion`) for whoever above keeps things until the data changes.
 */
export interface DataVersion {
  /**
   * A text that changes whenever anything stored changes. This process's writes move it at
   * once; another process's commit on SQLite from the next turn of the event loop; another
   * instance's on PostgreSQL once its notice arrives (db/pg-changes.ts).
   */
  now(): string
  /**
   * Views counted in memory and not yet written (db/view-counts.ts), which `now()` leaves out:
   * whatever shows view counts is the same while both are. 0 where views are written at once.
   */
  viewsCounted(): number
  /**
   * True where another instance's commit moves `now()` only a moment after it is made (the
   * notice travels), false where every commit is seen by the next turn of the event loop.
   */
  readonly heardLate: boolean
}
