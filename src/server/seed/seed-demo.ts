import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import { ROLE_ADMIN, ROLE_USER } from '../../core/contract/index.ts'
import { hashPassword } from '../auth/password.ts'
import type { ServerContext } from '../context.ts'
import { escapeHtml } from '../../core/markdown/html.ts'
import { articles, categories, DATES_RELATIVE_TO, SEED_POSTS_DIR, tags } from './content/articles.ts'
import * as community from './content/community.ts'
import type { SeedAuthor } from './content/types.ts'
import { generateSeedImages } from './images.ts'
import { categoryStore, resolveTerm, tagStore } from '../taxonomy/sql.ts'
import { importFolder } from '../transfer/import-folder.ts'
import { now } from '../db/database.ts'
import type { DB } from '../db/schema.ts'
import { withRouteNames } from '../db/page-headers.ts'
import { SEEDED_KEY } from './seeded-key.ts'

const excerpt = (text: string, max = 30) => (text.length > max ? `${text.slice(0, max)}…` : text)
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()
const daysAgo = (d: number) => ago(d * 86_400_000)
const minutesAgo = (m: number) => ago(m * 60_000)

/** Writes the demo blog into a fresh database (seed.ts decides when). */
export async function writeDemo(ctx: ServerContext): Promise<void> {
  const started = Date.now()
  const seedDir = join(ctx.options.dataDir, 'seed')
  await generateSeedImages(seedDir)
  const thumbs = await makeThumbnails(
    seedDir,
    community.albums.flatMap((a) => a.photos.map((p) => p.path)),
  )
  const passwords = await Promise.all(community.users.map((u) => hashPassword(u.password)))
  const admin = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', ROLE_ADMIN)
    .executeTakeFirstOrThrow()
  // each article in its own transaction (the importer's); the rest in one
  const articleIds = await importArticles(ctx, admin.id)

  await ctx.db.transaction().execute(async (trx) => {
    const userIds = await insertUsers(trx, passwords)
    const authorId = (who: SeedAuthor) => userIds[who]
    const talkIds = await insertTalks(trx, userIds.admin)
    const messageIds = await insertMessages(trx, userIds)
    await insertAlbums(trx, thumbs)
    await insertLinksAndResources(trx)
    await insertComments(trx, authorId, { 1: articleIds, 2: talkIds, 3: messageIds })
    await insertChat(trx, authorId)
    await insertSite(trx)
    await trx
      .insertInto('config')
      .values({ key: SEEDED_KEY, value: JSON.stringify(now()) })
      .execute()
  })
  ctx.options.log(
    `已写入演示内容（${articles.length} 篇文章），用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`,
  )
}

type Trx = Kysely<DB>

async function insertUsers(trx: Trx, passwords: string[]): Promise<Record<SeedAuthor, number>> {
  const admin = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', ROLE_ADMIN)
    .executeTakeFirstOrThrow()
  await trx
    .updateTable('users')
    .set({ nick_name: community.adminProfile.nickName, avatar: community.adminProfile.avatar })
    .where('id', '=', admin.id)
    .execute()
  const ids = { admin: admin.id } as Record<SeedAuthor, number>
  for (const [i, u] of community.users.entries()) {
    const stamp = daysAgo(400 - i * 30)
    const row = await trx
      .insertInto('users')
      .values({
        username: u.username,
        password_hash: passwords[i] ?? '',
        nick_name: u.nickName,
        avatar: u.avatar,
        role: ROLE_USER,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids[u.key] = row.id
  }
  return ids
}

/**
 * The demo articles go in through the importer, like any blog's Markdown folder, with their
 * dates moved so the newest is as recent today as it was when written. Returns the article ids
 * in the order of the files, which is what comment threads of type 1 refer to.
 */
async function importArticles(ctx: ServerContext, authorId: number): Promise<number[]> {
  // categories and tags first, so their ids follow the display order
  for (const name of categories) await resolveTerm(categoryStore(ctx.db), { name })
  for (const name of tags) await resolveTerm(tagStore(ctx.db), { name })
  const shift = Date.now() - Date.parse(DATES_RELATIVE_TO)
  const moved = (iso: string) => new Date(Date.parse(iso) + shift).toISOString()
  const report = await importFolder({ db: ctx.db, uploadsDir: ctx.uploadsDir, authorId }, SEED_POSTS_DIR, {
    adjust: (post) => ({ ...post, createdAt: moved(post.createdAt), updatedAt: moved(post.updatedAt) }),
  })
  const broken = report.skipped.map((s) => `${s.path}：${s.reason}`)
  if (broken.length > 0) throw new Error(`演示文章导入失败：${broken.join('；')}`)
  const sources = await ctx.db.selectFrom('article_sources').select(['source', 'article_id']).execute()
  const idOf = new Map(sources.map((r) => [r.source, r.article_id]))
  return [...report.created, ...report.updated].sort().map((source) => idOf.get(source) ?? 0)
}

async function insertTalks(trx: Trx, adminId: number): Promise<number[]> {
  const ids: number[] = []
  for (const t of community.talks) {
    const created = daysAgo(t.daysAgo)
    const row = await trx
      .insertInto('talks')
      .values({
        user_id: adminId,
        content: t.content,
        is_top: t.isTop ? 1 : 0,
        status: 1,
        like_times: t.likes,
        createdAt: created,
        updatedAt: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(row.id)
    if (t.images.length) {
      await trx
        .insertInto('talk_photos')
        .values(t.images.map((url, i) => ({ talk_id: row.id, url, sort_order: i })))
        .execute()
    }
  }
  return ids
}

async function insertMessages(trx: Trx, userIds: Record<SeedAuthor, number>): Promise<number[]> {
  const ids: number[] = []
  for (const m of community.messages) {
    const created = daysAgo(m.daysAgo)
    const row = await trx
      .insertInto('messages')
      .values({
        message: m.message,
        color: m.color,
        font_size: m.font_size,
        font_weight: m.font_weight,
        bg_color: m.bg_color,
        bg_url: '',
        tag: m.tag,
        user_id: m.asUser ? userIds[m.asUser] : null,
        nick_name: m.nickName,
        like_times: 0,
        createdAt: created,
        updatedAt: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(row.id)
  }
  return ids
}

interface Thumb {
  thumb_url: string
  width: number
  height: number
}

/** Album photos get a 480 px wide thumbnail, as uploads do. */
async function makeThumbnails(seedDir: string, paths: string[]): Promise<Map<string, Thumb>> {
  const out = new Map<string, Thumb>()
  mkdirSync(join(seedDir, 'thumbs'), { recursive: true })
  for (const path of paths) {
    const file = join(seedDir, path.replace(/^\/seed\//, ''))
    const name = path
      .replace(/^\/seed\//, '')
      .replace(/[\\/]/g, '_')
      .replace(/\.\w+$/, '.jpg')
    const image = sharp(file)
    const meta = await image.metadata()
    await image
      .resize({ width: 480 })
      .jpeg({ quality: 72 })
      .toFile(join(seedDir, 'thumbs', name))
    out.set(path, { thumb_url: `/seed/thumbs/${name}`, width: meta.width ?? 0, height: meta.height ?? 0 })
  }
  return out
}

async function insertAlbums(trx: Trx, thumbs: Map<string, Thumb>): Promise<void> {
  for (const [i, album] of community.albums.entries()) {
    const created = daysAgo(300 - i * 60)
    const row = await trx
      .insertInto('albums')
      .values({
        album_name: album.name,
        album_cover: album.photos[0]?.path ?? '',
        description: album.description,
        createdAt: created,
        updatedAt: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('photos')
      .values(
        album.photos.map((p) => {
          const t = thumbs.get(p.path)
          return {
            album_id: row.id,
            url: p.path,
            thumb_url: t?.thumb_url ?? p.path,
            width: t?.width ?? 0,
            height: t?.height ?? 0,
            createdAt: created,
          }
        }),
      )
      .execute()
  }
}

async function insertLinksAndResources(trx: Trx): Promise<void> {
  for (const [i, l] of community.links.entries()) {
    const created = daysAgo(200 - i * 10)
    await trx
      .insertInto('links')
      .values({ ...l, status: 2, user_id: null, createdAt: created, updatedAt: created })
      .execute()
  }
  const groups = [
    ...community.resources.front.map((g) => ({ kind: 'front' as const, g })),
    ...community.resources.back.map((g) => ({ kind: 'back' as const, g })),
    ...community.siteList.map((g) => ({ kind: 'site' as const, g })),
  ]
  let order = 0
  for (const { kind, g } of groups) {
    for (const s of g.sites) {
      order += 1
      await trx
        .insertInto('resources')
        .values({
          kind,
          category: g.category,
          name: s.name,
          url: s.url,
          description: s.desc,
          icon: s.icon,
          sort_order: order,
        })
        .execute()
    }
  }
}

async function insertComments(
  trx: Trx,
  authorId: (who: SeedAuthor) => number,
  targets: Record<1 | 2 | 3, number[]>,
): Promise<void> {
  for (const [i, thread] of community.commentThreads.entries()) {
    const forId = targets[thread.target.type][thread.target.index]
    if (!forId) continue
    const base = 30 - (i % 30)
    const created = daysAgo(base)
    const fromId = authorId(thread.author)
    const parent = await trx
      .insertInto('comments')
      .values({
        type: thread.target.type,
        for_id: forId,
        parent_id: null,
        from_id: fromId,
        to_id: null,
        content: thread.content,
        thumbs_up: (i * 7) % 13,
        createdAt: created,
        updatedAt: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const [j, reply] of thread.replies.entries()) {
      const answered =
        reply.replyToIndex === undefined ? thread.author : thread.replies[reply.replyToIndex]?.author
      const at = ago(base * 86_400_000 - (j + 1) * 3_600_000)
      await trx
        .insertInto('comments')
        .values({
          type: thread.target.type,
          for_id: forId,
          parent_id: parent.id,
          from_id: authorId(reply.author),
          to_id: authorId(answered ?? thread.author),
          content: reply.content,
          thumbs_up: (j * 3) % 5,
          createdAt: at,
          updatedAt: at,
        })
        .execute()
    }
  }
  // the demo user finds a reply waiting in the notification drawer
  const demoThread = community.commentThreads.find((t) => t.author === 'demo' && t.target.type === 1)
  const demoArticle = demoThread ? targets[1][demoThread.target.index] : undefined
  if (demoThread && demoArticle) {
    const stamp = now()
    await trx
      .insertInto('notifications')
      .values({
        user_id: authorId('demo'),
        message: `<span>${escapeHtml(community.adminProfile.nickName)}</span> 回复了你的评论：${escapeHtml(excerpt(demoThread.content))}`,
        type: 1,
        to_id: demoArticle,
        is_view: 1,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute()
  }
}

async function insertChat(trx: Trx, authorId: (who: SeedAuthor) => number): Promise<void> {
  const rows = [...community.chatMessages].sort((a, b) => b.minutesAgo - a.minutesAgo)
  for (const m of rows) {
    await trx
      .insertInto('chat_messages')
      .values({
        user_id: authorId(m.author),
        content: m.image ?? m.content,
        content_type: m.image ? 'image' : 'text',
        createdAt: minutesAgo(m.minutesAgo),
      })
      .execute()
  }
}

async function insertSite(trx: Trx): Promise<void> {
  const config: Record<string, unknown> = { ...community.siteConfig, globe: community.globe }
  await trx
    .insertInto('config')
    .values(Object.entries(config).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .execute()
  await trx.insertInto('page_headers').values(withRouteNames(community.pageHeaders)).execute()
  await trx
    .insertInto('quotes')
    .values(community.quotes.map((note) => ({ note })))
    .execute()
}
