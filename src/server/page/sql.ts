import { type Kysely, sql } from 'kysely'
import type { PageReactions, Reaction, RecentComment } from '../../core/contract/index.ts'
import { REACTIONS } from '../../core/reactions/faces.ts'
import type { DB } from '../db/schema.ts'
import { publicComment, publicCommentQuery } from '../comment/sql.ts'
import { STATUS } from '../moderation/guard.ts'

/** Comments whose target is a page of any site (1 article, 2 talk and 3 message are the others). */
export const PAGE_COMMENT_TYPE = 4

/** A visitor counts as one view of a page at most once in this window. */
export const PAGE_VIEW_WINDOW_MS = 30 * 60 * 1000

export interface PageStats {
  comments: number
  views: number
}

export interface PageSeen {
  site: string
  path: string
  title: string
  url: string
}

/** Comments and views of each of `paths` on `site`; a page never seen counts zero of both. */
export async function pageStats(
  db: Kysely<DB>,
  site: string,
  paths: readonly string[],
): Promise<Map<string, PageStats>> {
  const stats = new Map<string, PageStats>()
  if (paths.length === 0) return stats
  // each page keeps its own count (db/long-page-threads.ts): no comment is walked here
  const rows = await db
    .selectFrom('pages')
    .select(['path', 'views', 'comments'])
    .where('site', '=', site)
    .where('path', 'in', paths)
    .execute()
  for (const row of rows) stats.set(row.path, { comments: Number(row.comments), views: row.views })
  return stats
}

/** The page's id, made on first sight; its title follows the page's latest one. */
export async function seePage(db: Kysely<DB>, page: PageSeen, now: Date): Promise<number> {
  // a page already known with the same title is only read: every view of a static site's page
  // comes here, and a write would change the database under every answer remembered meanwhile
  const known = await db
    .selectFrom('pages')
    .select(['id', 'title'])
    .where('site', '=', page.site)
    .where('path', '=', page.path)
    .executeTakeFirst()
  if (known && (!page.title || page.title === known.title)) return known.id
  const at = now.toISOString()
  const row = await db
    .insertInto('pages')
    .values({ ...page, views: 0, createdAt: at, updatedAt: at })
    .onConflict((oc) =>
      oc
        .columns(['site', 'path'])
        .doUpdateSet(page.title ? { title: page.title, updatedAt: at } : { updatedAt: at }),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * Counts a view of the page unless this visitor counted one in the last PAGE_VIEW_WINDOW_MS.
 * One statement decides it, so two instances seeing the same visitor at once count one view.
 */
export async function countPageView(
  db: Kysely<DB>,
  pageId: number,
  visitor: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString()
  const cutoff = new Date(now.getTime() - PAGE_VIEW_WINDOW_MS).toISOString()
  // a visitor seen within the window is only read: most views of a page are such repeats, and
  // a write would change the database under every answer remembered meanwhile
  const seen = await db
    .selectFrom('page_visits')
    .select('at')
    .where('page_id', '=', pageId)
    .where('visitor', '=', visitor)
    .executeTakeFirst()
  if (seen && seen.at >= cutoff) return false
  const fresh = await db
    .insertInto('page_visits')
    .values({ page_id: pageId, visitor, at })
    .onConflict((oc) =>
      oc.columns(['page_id', 'visitor']).doUpdateSet({ at }).where('page_visits.at', '<', cutoff),
    )
    .returning('page_id')
    .executeTakeFirst()
  if (!fresh) return false
  await db.updateTable('pages').set({ views: sql`views + 1` }).where('id', '=', pageId).execute()
  return true
}

/** Visits older than the window decide nothing any more. */
export async function forgetOldVisits(db: Kysely<DB>, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - PAGE_VIEW_WINDOW_MS).toISOString()
  await db.deleteFrom('page_visits').where('at', '<', cutoff).execute()
}

/** A page's reaction counts and, when a voter is known, their own choice. */
export async function pageReactions(
  db: Kysely<DB>,
  site: string,
  path: string,
  voter: string | null,
): Promise<PageReactions> {
  const counts = Object.fromEntries(REACTIONS.map((r) => [r, 0])) as Record<Reaction, number>
  const page = await db
    .selectFrom('pages')
    .select('id')
    .where('site', '=', site)
    .where('path', '=', path)
    .executeTakeFirst()
  if (!page) return { counts, mine: null }
  const rows = await db
    .selectFrom('page_reactions')
    .select(['reaction', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('page_id', '=', page.id)
    .groupBy('reaction')
    .execute()
  for (const row of rows) if (isReaction(row.reaction)) counts[row.reaction] = Number(row.n)
  const own = voter
    ? await db
        .selectFrom('page_reactions')
        .select('reaction')
        .where('page_id', '=', page.id)
        .where('voter', '=', voter)
        .executeTakeFirst()
    : undefined
  return { counts, mine: own && isReaction(own.reaction) ? own.reaction : null }
}

const isReaction = (value: string): value is Reaction => (REACTIONS as readonly string[]).includes(value)

/** How many voters of a page one address has been, besides `voter`. */
export async function votersFromAddress(
  db: Kysely<DB>,
  pageId: number,
  address: string,
  voter: string,
): Promise<number> {
  const row = await db
    .selectFrom('page_reactions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('page_id', '=', pageId)
    .where('address', '=', address)
    .where('voter', '!=', voter)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Sets (or, with null, takes back) the voter's one reaction on the page. */
export async function setReaction(
  db: Kysely<DB>,
  pageId: number,
  voter: string,
  reaction: Reaction | null,
  address: string,
  now: Date,
): Promise<void> {
  if (reaction === null) {
    await db.deleteFrom('page_reactions').where('page_id', '=', pageId).where('voter', '=', voter).execute()
    return
  }
  const at = now.toISOString()
  await db
    .insertInto('page_reactions')
    .values({ page_id: pageId, voter, reaction, address, at })
    .onConflict((oc) => oc.columns(['page_id', 'voter']).doUpdateSet({ reaction, address, at }))
    .execute()
}

/** The opening of a comment in a list of recent ones. */
export const RECENT_TEXT_MAX = 120

/** The newest comments on pages of `site`, with the page each is on (docs/api.md §25). */
export async function recentPageComments(
  db: Kysely<DB>,
  site: string,
  limit: number,
): Promise<RecentComment[]> {
  const rows = await publicCommentQuery(db)
    .innerJoin('pages as p', 'p.id', 'cm.for_id')
    .select(['p.path', 'p.title', 'p.url'])
    .where('cm.type', '=', PAGE_COMMENT_TYPE)
    .where('cm.status', '=', STATUS.published)
    .where('p.site', '=', site)
    .orderBy('cm.createdAt', 'desc')
    .orderBy('cm.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => {
    const shown = publicComment(row)
    const chars = Array.from(row.content)
    return {
      id: row.id,
      content_html: shown.content_html,
      content:
        chars.length > RECENT_TEXT_MAX ? `${chars.slice(0, RECENT_TEXT_MAX - 1).join('')}…` : row.content,
      from_name: row.from_name,
      from_avatar: row.from_avatar,
      ...(shown.from_url ? { from_url: shown.from_url } : {}),
      createdAt: row.createdAt,
      page: { path: row.path, title: row.title, url: row.url },
    }
  })
}
