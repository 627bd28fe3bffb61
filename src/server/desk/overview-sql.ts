import type { Kysely } from 'kysely'
import {
  DESK_LATEST,
  DESK_VIEW_DAYS,
  type DeskCounts,
  type DeskLatestMessage,
  type DeskOverview,
} from '../../core/contract/index.ts'
import type { DB } from '../db/schema.ts'
import { pageLinks, STATUS_PENDING } from '../link/sql.ts'
import { readViewTime } from '../site/site-config.ts'
import { pageDeskComments } from './moderation-sql.ts'
import { viewsByDay } from '../site/view-days-sql.ts'

type Counted = 'articles' | 'talks' | 'comments' | 'messages' | 'users'

async function countRows(db: Kysely<DB>, table: Counted): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

async function counts(db: Kysely<DB>): Promise<DeskCounts> {
  const [articles, talks, comments, messages, users, views] = await Promise.all([
    countRows(db, 'articles'),
    countRows(db, 'talks'),
    countRows(db, 'comments'),
    countRows(db, 'messages'),
    countRows(db, 'users'),
    readViewTime(db),
  ])
  return { articles, talks, comments, messages, users, views }
}

function latestMessages(db: Kysely<DB>): Promise<DeskLatestMessage[]> {
  return db
    .selectFrom('messages')
    .select(['id', 'message', 'nick_name', 'user_id', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(DESK_LATEST)
    .execute()
}

/** Everything the desk's first page shows, in one answer. */
export async function deskOverview(db: Kysely<DB>, today: Date): Promise<DeskOverview> {
  const [c, days, comments, messages, pending] = await Promise.all([
    counts(db),
    viewsByDay(db, DESK_VIEW_DAYS, today),
    pageDeskComments(db, { current: 1, size: DESK_LATEST }),
    latestMessages(db),
    pageLinks(db, 1, DESK_LATEST, STATUS_PENDING, true),
  ])
  return {
    counts: c,
    viewsByDay: days,
    latestComments: comments.list,
    latestMessages: messages,
    pendingLinks: pending.list,
  }
}
