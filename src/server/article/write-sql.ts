import type { Kysely } from 'kysely'
import { deleteDiscussion } from '../like/sql.ts'
import * as v from 'valibot'
import { now } from '../db/database.ts'
import type { ArticlesTable, DB } from '../db/schema.ts'
import { id, optionalText, safeUrl, text } from '../http/validate.ts'
import { badRequest } from '../http/envelope.ts'
import { categoryStore, resolveTerm, TERM_NAME_MAX, tagStore } from '../taxonomy/sql.ts'

export const ARTICLE_TITLE_MAX = 100
export const ARTICLE_DESCRIPTION_MAX = 300
export const ARTICLE_CONTENT_MAX = 80_000
export const ARTICLE_TAGS_MAX = 10
const ORDER_MAX = 1_000_000

const categoryRef = v.object({
  id: v.optional(id),
  category_name: text(TERM_NAME_MAX, '分类名称'),
})
const tagRef = v.object({
  id: v.optional(id),
  tag_name: text(TERM_NAME_MAX, '标签名称'),
})

/** Fields both add and update accept; on update an absent field keeps its stored value. */
const fields = {
  article_description: v.optional(optionalText(ARTICLE_DESCRIPTION_MAX, '文章简介')),
  article_cover: v.optional(safeUrl('文章封面')),
  is_top: v.optional(v.picklist([0, 1], '是否置顶应为 0 或 1')),
  order: v.optional(
    v.pipe(
      v.number('排序应为数字'),
      v.integer('排序应为整数'),
      v.minValue(0, '排序不能小于 0'),
      v.maxValue(ORDER_MAX, '排序太大'),
    ),
  ),
  status: v.optional(v.picklist([1, 2, 3], '文章状态应为 1（公开）、2（私密）或 3（草稿）')),
  type: v.optional(v.picklist([1, 2, 3], '文章类型应为 1（原创）、2（转载）或 3（翻译）')),
  origin_url: v.optional(safeUrl('原文链接')),
  category: v.optional(v.nullable(categoryRef)),
  tagList: v.optional(
    v.pipe(
      v.array(tagRef, '标签列表应为数组'),
      v.maxLength(ARTICLE_TAGS_MAX, `标签不能超过${ARTICLE_TAGS_MAX}个`),
    ),
  ),
}

const title = text(ARTICLE_TITLE_MAX, '文章标题')
const content = v.pipe(
  v.string('文章内容应为文本'),
  v.check((s) => s.trim().length > 0, '请输入文章内容'),
  v.maxLength(ARTICLE_CONTENT_MAX, `文章内容不能超过${ARTICLE_CONTENT_MAX}个字符`),
)

const needsOrigin = (a: { type?: number; origin_url?: string }) =>
  a.type === undefined || a.type === 1 || Boolean(a.origin_url)
const ORIGIN_MESSAGE = '转载或翻译的文章请填写原文链接'

export const AddArticleSchema = v.pipe(
  v.object({ article_title: title, article_content: content, ...fields }),
  v.check((a) => needsOrigin(a), ORIGIN_MESSAGE),
)

export const UpdateArticleSchema = v.object({
  id,
  article_title: v.optional(title),
  article_content: v.optional(content),
  ...fields,
})

export type AddArticleInput = v.InferOutput<typeof AddArticleSchema>
export type UpdateArticleInput = v.InferOutput<typeof UpdateArticleSchema>

type Refs = Pick<AddArticleInput, 'category' | 'tagList'>

/** Category id for the write: the named one, created when missing; null for none. */
async function categoryIdOf(db: Kysely<DB>, ref: Refs['category']): Promise<number | null> {
  if (!ref) return null
  return (await resolveTerm(categoryStore(db), { id: ref.id, name: ref.category_name })).id
}

/** Replaces the article's tags with the named ones, creating those that do not exist yet. */
export async function setTags(db: Kysely<DB>, articleId: number, refs: NonNullable<Refs['tagList']>) {
  const store = tagStore(db)
  const ids = new Set<number>()
  for (const ref of refs) ids.add((await resolveTerm(store, { id: ref.id, name: ref.tag_name })).id)
  await db.deleteFrom('article_tag').where('article_id', '=', articleId).execute()
  if (ids.size > 0) {
    await db
      .insertInto('article_tag')
      .values([...ids].map((tag_id) => ({ article_id: articleId, tag_id })))
      .execute()
  }
}

/** Inserts the article, its category and tags in one transaction; returns the new id. */
export function insertArticle(db: Kysely<DB>, authorId: number, input: AddArticleInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const stamp = now()
    const row = await trx
      .insertInto('articles')
      .values({
        article_title: input.article_title,
        article_description: input.article_description ?? '',
        article_content: input.article_content,
        article_cover: input.article_cover ?? '',
        category_id: await categoryIdOf(trx, input.category),
        author_id: authorId,
        is_top: input.is_top ?? 0,
        sort_order: input.order ?? 0,
        status: input.status ?? 1,
        type: input.type ?? 1,
        origin_url: input.origin_url ?? '',
        view_times: 0,
        thumbs_up_times: 0,
        reading_duration: 0,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await setTags(trx, row.id, input.tagList ?? [])
    return row.id
  })
}

type Patch = Partial<Omit<ArticlesTable, 'id' | 'view_times' | 'thumbs_up_times' | 'reading_duration'>>

/**
 * Applies the given fields; absent ones keep their value. Returns false when the article does
 * not exist. Category and tags change only when sent (`category: null` clears the category).
 */
export function updateArticle(db: Kysely<DB>, input: UpdateArticleInput): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('articles')
      .select(['id', 'type', 'origin_url'])
      .where('id', '=', input.id)
      .executeTakeFirst()
    if (!current) return false
    const patch: Patch = { updatedAt: now() }
    if (input.article_title !== undefined) patch.article_title = input.article_title
    if (input.article_description !== undefined) patch.article_description = input.article_description
    if (input.article_content !== undefined) patch.article_content = input.article_content
    if (input.article_cover !== undefined) patch.article_cover = input.article_cover
    if (input.is_top !== undefined) patch.is_top = input.is_top
    if (input.order !== undefined) patch.sort_order = input.order
    if (input.status !== undefined) patch.status = input.status
    if (input.type !== undefined) patch.type = input.type
    if (input.origin_url !== undefined) patch.origin_url = input.origin_url
    if (input.category !== undefined) patch.category_id = await categoryIdOf(trx, input.category)
    const merged = { type: patch.type ?? current.type, origin_url: patch.origin_url ?? current.origin_url }
    if (!needsOrigin(merged)) throw badRequest(ORIGIN_MESSAGE)
    await trx.updateTable('articles').set(patch).where('id', '=', input.id).execute()
    if (input.tagList !== undefined) await setTags(trx, input.id, input.tagList)
    return true
  })
}

/** The article with what hangs on it: tag links (FK), likes, comments and their likes. */
export function deleteArticle(db: Kysely<DB>, articleId: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await deleteDiscussion(trx, { likes: 'article', commentType: 1, id: articleId })
    await trx.deleteFrom('articles').where('id', '=', articleId).execute()
  })
}
