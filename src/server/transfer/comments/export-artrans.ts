import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import type { Kysely } from 'kysely'
import { PAGE_COMMENT_TYPE } from '../../page/sql.ts'
import type { DB } from '../../db/schema.ts'
import { STATUS } from '../../moderation/guard.ts'

// `npm run export -- --comments <file>`: every comment on pages and articles as Artalk's artrans
// (docs/comment-migration.md), the format Artalk and its converters read: a JSON array of records
// whose values are all strings. Written a batch at a time, never the whole list in memory.

const BATCH = 500

export interface ArtransReport {
  comments: number
}

interface Where {
  key: string
  title: string
  siteName: string
  siteUrls: string
}

const yes = (b: boolean) => (b ? 'true' : 'false')

export async function exportArtrans(db: Kysely<DB>, file: string): Promise<ArtransReport> {
  const out = createWriteStream(file)
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain')
  }
  const places = new Map<string, Where>()
  const whereOf = async (type: number, forId: number): Promise<Where> => {
    const cacheKey = `${type}:${forId}`
    const cached = places.get(cacheKey)
    if (cached) return cached
    let where: Where
    if (type === PAGE_COMMENT_TYPE) {
      const page = await db
        .selectFrom('pages')
        .select(['site', 'path', 'title'])
        .where('id', '=', forId)
        .executeTakeFirst()
      where = {
        key: page ? page.site + page.path : '',
        title: page?.title ?? '',
        siteName: page ? new URL(page.site).host : '',
        siteUrls: page?.site ?? '',
      }
    } else {
      const [article, permalink] = await Promise.all([
        db.selectFrom('articles').select('article_title').where('id', '=', forId).executeTakeFirst(),
        db
          .selectFrom('article_permalinks')
          .select('path')
          .where('article_id', '=', forId)
          .orderBy('path')
          .executeTakeFirst(),
      ])
      // an article written here has no old address: the blog's own page for it
      where = {
        key: permalink?.path ?? `/article?id=${forId}`,
        title: article?.article_title ?? '',
        siteName: '',
        siteUrls: '',
      }
    }
    places.set(cacheKey, where)
    return where
  }

  await write('[')
  let after = 0
  let n = 0
  for (;;) {
    const rows = await db
      .selectFrom('comments as c')
      .leftJoin('users as u', 'u.id', 'c.from_id')
      .leftJoin('comment_sources as s', 's.comment_id', 'c.id')
      .select([
        'c.id',
        'c.type',
        'c.for_id',
        'c.parent_id',
        'c.content',
        'c.thumbs_up',
        'c.createdAt',
        'c.updatedAt',
        'c.guest_name',
        'c.guest_email',
        'c.guest_url',
        'c.status',
        'u.nick_name',
        's.reply_to',
        's.pinned',
      ])
      .where('c.type', 'in', [1, PAGE_COMMENT_TYPE])
      .where('c.id', '>', after)
      .orderBy('c.id')
      .limit(BATCH)
      .execute()
    if (rows.length === 0) break
    for (const r of rows) {
      const where = await whereOf(r.type, r.for_id)
      const record = {
        id: String(r.id),
        rid: String(r.reply_to ?? r.parent_id ?? 0),
        content: r.content,
        ua: '',
        ip: '',
        is_collapsed: 'false',
        is_pending: yes(r.status === STATUS.held),
        is_pinned: yes(r.pinned === 1),
        vote_up: String(r.thumbs_up),
        vote_down: '0',
        created_at: r.createdAt,
        updated_at: r.updatedAt,
        nick: r.guest_name ?? r.nick_name ?? '',
        email: r.guest_email ?? '',
        link: r.guest_url ?? '',
        badge_name: '',
        badge_color: '',
        page_key: where.key,
        page_title: where.title,
        page_admin_only: 'false',
        site_name: where.siteName,
        site_urls: where.siteUrls,
      }
      await write(`${n === 0 ? '\n' : ',\n'}${JSON.stringify(record)}`)
      n += 1
    }
    after = rows.at(-1)?.id ?? after
  }
  await write(n === 0 ? ']\n' : '\n]\n')
  out.end()
  await once(out, 'finish')
  return { comments: n }
}
