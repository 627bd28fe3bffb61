import type { Kysely } from 'kysely'
import type { DeskViewDay } from '../../core/contract/index.ts'
import type { DB } from '../db/schema.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC date of a moment, `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10)
}

/** Adds one counted view to its day; one statement, so two visitors at once both count. */
export async function countViewDay(db: Kysely<DB>, at: Date): Promise<void> {
  await db
    .insertInto('view_days')
    .values({ day: utcDay(at), views: 1 })
    .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ views: eb('view_days.views', '+', 1) })))
    .execute()
}

/** The `days` days up to `today`, oldest first, each with its views (0 when none were counted). */
export async function viewsByDay(db: Kysely<DB>, days: number, today: Date): Promise<DeskViewDay[]> {
  const wanted: string[] = []
  for (let back = days - 1; back >= 0; back -= 1)
    wanted.push(utcDay(new Date(today.getTime() - back * DAY_MS)))
  const rows = await db
    .selectFrom('view_days')
    .select(['day', 'views'])
    .where('day', '>=', wanted[0] ?? '')
    .where('day', '<=', wanted[wanted.length - 1] ?? '')
    .execute()
  const byDay = new Map(rows.map((r) => [r.day, Number(r.views)]))
  return wanted.map((day) => ({ day, views: byDay.get(day) ?? 0 }))
}
