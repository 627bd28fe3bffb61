import { Hono } from 'hono'
import { type Kysely, sql } from 'kysely'
import * as v from 'valibot'
import type { Quote, ResourceGroup, Resources, Statistic } from '../../core/contract/index.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import type { DB, ResourcesTable } from '../db/schema.ts'
import { requireAdmin } from '../http/auth.ts'
import { badRequest, ok } from '../http/envelope.ts'
import { body, check, plainText, safeUrl, text } from '../http/validate.ts'
import { countViewDay } from '../desk/view-days-sql.ts'
import { allPageHeaders } from './page-preload.ts'
import { readSiteConfig, readViewTime, VIEW_KEY } from './site-config.ts'

export const QUOTE_FALLBACK = '智能挖掘，让每一份数据都闪光。'

/** The settings an admin may change, each with its own rule; anything else is refused. */
const CONFIG_FIELDS = {
  blog_name: text(30, '博客名称'),
  blog_avatar: safeUrl('博客头像'),
  avatar_bg: safeUrl('头像背景'),
  personal_say: plainText(200, '个性签名'),
  blog_notice: plainText(1000, '博客公告'),
  github_link: safeUrl('GitHub 地址'),
  bilibili_link: safeUrl('哔哩哔哩地址'),
  qq_link: safeUrl('QQ 链接'),
  we_chat_link: safeUrl('微信链接'),
  git_ee_link: safeUrl('Gitee 地址'),
  qq_group: safeUrl('QQ 群二维码'),
  we_chat_group: safeUrl('微信群二维码'),
  icp_number: plainText(50, '备案号'),
  copyright: plainText(200, '版权信息'),
} as const
type ConfigKey = keyof typeof CONFIG_FIELDS
const isConfigKey = (key: string): key is ConfigKey => Object.hasOwn(CONFIG_FIELDS, key)

const ConfigUpdateSchema = v.record(v.string(), v.unknown(), '配置应为对象')

/** Groups rows (already in sort order) by category; a category sits where its first row does. */
function groupSites(
  rows: Pick<ResourcesTable, 'category' | 'name' | 'url' | 'description' | 'icon'>[],
): ResourceGroup[] {
  const groups = new Map<string, ResourceGroup>()
  for (const row of rows) {
    let group = groups.get(row.category)
    if (!group) {
      group = { category: row.category, sites: [] }
      groups.set(row.category, group)
    }
    group.sites.push({ name: row.name, url: row.url, desc: row.description, icon: row.icon })
  }
  return [...groups.values()]
}

/** A visitor's page views count once in this long (API.md: never a 429 for reading pages). */
export const VIEW_WINDOW_MS = 30 * 60 * 1000

export function siteRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const db = ctx.db

  const viewTime = () => readViewTime(db)
  const readConfig = () => readSiteConfig(db)

  async function resources(kind: ResourcesTable['kind']): Promise<ResourceGroup[]> {
    const rows = await db
      .selectFrom('resources')
      .select(['category', 'name', 'url', 'description', 'icon'])
      .where('kind', '=', kind)
      .orderBy('sort_order')
      .orderBy('id')
      .execute()
    return groupSites(rows)
  }

  const count = async (table: 'tags' | 'categories' | 'users') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  r.get('/statistic', async (c) => {
    const [articles, tagCount, categoryCount, userCount, viewCount] = await Promise.all([
      db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', 1)
        .executeTakeFirstOrThrow(),
      count('tags'),
      count('categories'),
      count('users'),
      viewTime(),
    ])
    const result: Statistic = {
      articleCount: Number(articles.n),
      tagCount,
      categoryCount,
      userCount,
      viewCount,
    }
    return ok(c, result)
  })

  r.get('/config', async (c) => ok(c, await readConfig()))

  r.put('/config/update', async (c) => {
    requireAdmin(c)
    const input = await body(c, ConfigUpdateSchema)
    const entries = Object.entries(input)
    if (entries.length === 0) throw badRequest('请提供要修改的配置')
    const updates: { key: ConfigKey; value: string }[] = []
    for (const [key, raw] of entries) {
      if (!isConfigKey(key)) throw badRequest(`未知的配置项：${key.slice(0, 40)}`)
      const value: string = check(CONFIG_FIELDS[key], raw)
      updates.push({ key, value: JSON.stringify(value) })
    }
    await db.transaction().execute(async (trx) => {
      for (const u of updates) {
        await trx
          .insertInto('config')
          .values(u)
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: u.value }))
          .execute()
      }
    })
    return ok(c, await readConfig())
  })

  /**
   * Counts a visitor at most once per VIEW_WINDOW_MS and otherwise answers success without
   * counting: a reader opening many pages must not see failed requests. The views table holds
   * who was counted when (its `hour` column keeps the time of the count).
   */
  r.put('/config/addView', async (c) => {
    const ip = c.get('ip')
    const at = new Date()
    const since = new Date(at.getTime() - VIEW_WINDOW_MS).toISOString()
    // older counts can no longer stop anyone: keep the table to the current window
    await db.deleteFrom('views').where('hour', '<', since).execute()
    const claim = (q: Kysely<DB>) =>
      q
        .insertInto('views')
        .columns(['ip', 'hour'])
        .expression(
          q
            .selectNoFrom([
              sql<string>`cast(${ip} as text)`.as('ip'),
              sql<string>`cast(${at.toISOString()} as text)`.as('hour'),
            ])
            .where(({ not, exists, selectFrom }) =>
              not(exists(selectFrom('views').select('ip').where('ip', '=', ip).where('hour', '>=', since))),
            ),
        )
        .executeTakeFirst()
    // SQLite runs the one statement alone, so two requests at once from one visitor count once.
    // PostgreSQL runs them side by side (and from several instances): both would see no row and
    // both insert, so the visitor's claims take turns under a lock held to the commit.
    const inserted =
      ctx.dialect === 'postgres'
        ? await db.transaction().execute(async (trx) => {
            await sql`SELECT pg_advisory_xact_lock(hashtext(${`xz-view:${ip}`}))`.execute(trx)
            return claim(trx)
          })
        : await claim(db)
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await db
        .insertInto('config')
        .values({ key: VIEW_KEY, value: '0' })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute()
      // one statement, so two visitors at once both count
      await db
        .updateTable('config')
        .set({ value: sql<string>`cast(cast(${sql.ref('value')} as bigint) + 1 as text)` })
        .where('key', '=', VIEW_KEY)
        .execute()
      await countViewDay(db, at)
    }
    return ok(c, { view_time: await viewTime() })
  })

  r.get('/pageHeader/getAll', async (c) => ok(c, await allPageHeaders(ctx)))

  r.get('/resources', async (c) => {
    const [front, back] = await Promise.all([resources('front'), resources('back')])
    const result: Resources = { front, back }
    return ok(c, result)
  })

  // API.md: "same shape" as /resources. The site list has no front/back split, so its groups
  // all travel in `front` and `back` stays empty.
  r.get('/siteList', async (c) => {
    const result: Resources = { front: await resources('site'), back: [] }
    return ok(c, result)
  })

  r.get('/quote', async (c) => {
    const row = await db
      .selectFrom('quotes')
      .select('note')
      .orderBy(sql`random()`)
      .limit(1)
      .executeTakeFirst()
    const result: Quote = { note: row?.note ?? QUOTE_FALLBACK }
    return ok(c, result)
  })

  return r
}
