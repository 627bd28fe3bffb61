import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { setTags } from '../article/write-sql.ts'
import { categoryStore, resolveTerm } from '../taxonomy/sql.ts'
import type { PostFields } from './post-fields.ts'

export type SaveOutcome = 'created' | 'updated'

/** The article an earlier import made from this source file, if it still exists. */
export async function articleOfSource(db: Kysely<DB>, source: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('article_sources')
    .select('article_id')
    .where('source', '=', source)
    .executeTakeFirst()
  return row?.article_id
}

/**
 * Writes one post — article, category, tags, where it came from and the images it brought — in
 * one transaction, so a failure leaves nothing of it behind. A source seen before updates its
 * article instead of adding a second one.
 */
export function saveImportedPost(
  db: Kysely<DB>,
  post: PostFields,
  source: string,
  authorId: number,
  newImages: { sha256: string; url: string }[],
  permalink: string | null = null,
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const category = post.category ? await resolveTerm(categoryStore(trx), { name: post.category }) : null
    const row = {
      article_title: post.title,
      article_description: post.description,
      article_content: post.content,
      article_cover: post.cover,
      category_id: category?.id ?? null,
      is_top: post.isTop,
      sort_order: post.order,
      status: post.status,
      type: post.type,
      origin_url: post.originUrl,
      view_times: post.views,
      thumbs_up_times: post.likes,
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
    }
    const existing = await articleOfSource(trx, source)
    let articleId: number
    if (existing !== undefined) {
      articleId = existing
      await trx.updateTable('articles').set(row).where('id', '=', articleId).execute()
      await trx.updateTable('article_sources').set({ slug: post.slug }).where('source', '=', source).execute()
    } else {
      const inserted = await trx
        .insertInto('articles')
        .values({ ...row, author_id: authorId, reading_duration: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
      articleId = inserted.id
      await trx
        .insertInto('article_sources')
        .values({ source, article_id: articleId, slug: post.slug })
        .execute()
    }

    await setTags(
      trx,
      articleId,
      post.tags.map((tag_name) => ({ tag_name })),
    )
    await rememberPermalink(trx, articleId, permalink)
    if (newImages.length > 0) {
      await trx
        .insertInto('imported_images')
        .values(newImages)
        .onConflict((oc) => oc.column('sha256').doNothing())
        .execute()
    }
    return existing !== undefined ? 'updated' : 'created'
  })
}

/**
 * The path the article had on the old site (canonical), so comments imported for that page land
 * on it (docs/comment-migration.md). The latest import of a path wins.
 */
async function rememberPermalink(
  db: Kysely<DB>,
  articleId: number,
  permalink: string | null,
): Promise<void> {
  await db.deleteFrom('article_permalinks').where('article_id', '=', articleId).execute()
  if (!permalink) return
  await db
    .insertInto('article_permalinks')
    .values({ path: permalink, article_id: articleId })
    .onConflict((oc) => oc.column('path').doUpdateSet({ article_id: articleId }))
    .execute()
}
