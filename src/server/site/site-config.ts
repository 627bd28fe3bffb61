import type { Kysely } from 'kysely'
import type { SiteConfig } from '../../core/contract/index.ts'
import type { DB } from '../db/schema.ts'
import { rememberWhileUnchanged } from '../db/while-unchanged.ts'

// Reading the site's settings, apart from the routes that change them: GET /api/config answers
// with them, and every host page carries them (page-preload.ts), which the routes also import.

/** The config row that holds the site's total page views. */
export const VIEW_KEY = 'view_time'

function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

/** The view count a stored value holds (0 for none or nonsense). */
function viewTimeOf(value: unknown): number {
  const n = Number(value ?? 0)
  return Number.isFinite(n) ? n : 0
}

/** The site's total page views, as counted by addView. */
export async function readViewTime(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('config').select('value').where('key', '=', VIEW_KEY).executeTakeFirst()
  return viewTimeOf(row && parseValue(row.value))
}

/** The site started with its first account, the admin made at the first start. */
async function siteStart(db: Kysely<DB>): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('createdAt')
    .orderBy('createdAt')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  return row?.createdAt ?? new Date().toISOString()
}

/**
 * Every stored setting, JSON-parsed, over defaults for the known ones; view_time is the live
 * count: GET /api/config, and the same data in every host page (page-preload.ts). Every page
 * answer asks: kept until the database changes (a counted view changes it).
 */
export function readSiteConfig(db: Kysely<DB>): Promise<SiteConfig & Record<string, unknown>> {
  return rememberWhileUnchanged(db, 'site-config', () => readSettings(db))
}

async function readSettings(db: Kysely<DB>): Promise<SiteConfig & Record<string, unknown>> {
  const rows = await db.selectFrom('config').select(['key', 'value']).execute()
  const stored: Record<string, unknown> = {}
  for (const { key, value } of rows) stored[key] = parseValue(value)
  return {
    blog_name: '',
    blog_avatar: '',
    avatar_bg: '',
    personal_say: '',
    blog_notice: '',
    github_link: '',
    bilibili_link: '',
    qq_link: '',
    we_chat_link: '',
    git_ee_link: '',
    qq_group: '',
    we_chat_group: '',
    icp_number: '',
    copyright: '',
    ...stored,
    view_time: viewTimeOf(stored[VIEW_KEY]),
    createdAt: await siteStart(db),
  }
}
