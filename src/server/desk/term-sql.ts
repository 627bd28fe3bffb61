import { type Kysely, sql } from 'kysely'
import type { DeskTerm, DeskTermKind } from '../../core/contract/index.ts'
import type { DB } from '../db/schema.ts'
import { badRequest, conflict, notFound } from '../http/envelope.ts'

const LABEL: Record<DeskTermKind, string> = { category: '分类', tag: '标签' }

/** Every category or tag with how many articles of any status use it. */
export async function deskTerms(db: Kysely<DB>, kind: DeskTermKind): Promise<DeskTerm[]> {
  const rows =
    kind === 'category'
      ? await db
          .selectFrom('categories as t')
          .leftJoin('articles as a', 'a.category_id', 't.id')
          .select((eb) => ['t.id', 't.category_name as name', eb.fn.count<number | string>('a.id').as('n')])
          .groupBy(['t.id', 't.category_name'])
          .orderBy('t.id')
          .execute()
      : await db
          .selectFrom('tags as t')
          .leftJoin('article_tag as at', 'at.tag_id', 't.id')
          .select((eb) => [
            't.id',
            't.tag_name as name',
            eb.fn.count<number | string>('at.article_id').as('n'),
          ])
          .groupBy(['t.id', 't.tag_name'])
          .orderBy('t.id')
          .execute()
  return rows.map((r) => ({ id: r.id, name: r.name, articleCount: Number(r.n) }))
}

async function findTerm(db: Kysely<DB>, kind: DeskTermKind, id: number): Promise<DeskTerm> {
  const term = (await deskTerms(db, kind)).find((t) => t.id === id)
  if (!term) throw notFound(`${LABEL[kind]}不存在`)
  return term
}

/** Deletes a category or tag no article uses; one in use must be merged away first. */
export async function deleteUnusedTerm(db: Kysely<DB>, kind: DeskTermKind, id: number): Promise<void> {
  const term = await findTerm(db, kind, id)
  if (term.articleCount > 0) {
    throw conflict(`还有 ${term.articleCount} 篇文章使用该${LABEL[kind]}，请先合并到其他${LABEL[kind]}`)
  }
  if (kind === 'category') await db.deleteFrom('categories').where('id', '=', id).execute()
  else await db.deleteFrom('tags').where('id', '=', id).execute()
}

/** Moves every article of `from` to `into`, then deletes `from`. */
export async function mergeTerms(db: Kysely<DB>, kind: DeskTermKind, from: number, into: number) {
  if (from === into) throw badRequest(`不能把${LABEL[kind]}合并到它自己`)
  await findTerm(db, kind, from)
  await findTerm(db, kind, into)
  await db.transaction().execute(async (trx) => {
    if (kind === 'category') {
      await trx.updateTable('articles').set({ category_id: into }).where('category_id', '=', from).execute()
      await trx.deleteFrom('categories').where('id', '=', from).execute()
      return
    }
    // articles tagged with both keep one link to `into`
    const alreadyInto = trx.selectFrom('article_tag').select('article_id').where('tag_id', '=', into)
    await trx
      .insertInto('article_tag')
      .columns(['article_id', 'tag_id'])
      .expression(
        trx
          .selectFrom('article_tag')
          .select(['article_id', sql<number>`cast(${into} as integer)`.as('tag_id')])
          .where('tag_id', '=', from)
          .where('article_id', 'not in', alreadyInto),
      )
      .execute()
    await trx.deleteFrom('tags').where('id', '=', from).execute()
  })
  return findTerm(db, kind, into)
}
