import type { Kysely } from 'kysely'
import { ARTICLE_PUBLIC } from '../article/public.ts'
import { countOf } from '../article/sql.ts'
import { now } from '../db/database.ts'
import type { DB } from '../db/schema.ts'

// Categories and tags are the same thing with different table and column names; this gives
// both one interface, so the routes and the article writer handle them alike.

export const TERM_NAME_MAX = 20

export interface Term {
  id: number
  name: string
}

export interface TermWithCount extends Term {
  /** public articles only */
  articleCount: number
}

export interface TaxonomyStore {
  dictionary(): Promise<TermWithCount[]>
  byId(id: number): Promise<Term | undefined>
  byName(name: string): Promise<Term | undefined>
  insert(name: string): Promise<Term>
  rename(id: number, name: string): Promise<void>
  remove(id: number): Promise<void>
}

export function categoryStore(db: Kysely<DB>): TaxonomyStore {
  const terms = db.selectFrom('categories').select(['id', 'category_name as name'])
  return {
    async dictionary() {
      const rows = await db
        .selectFrom('categories as c')
        .leftJoin('articles as a', (join) =>
          join.onRef('a.category_id', '=', 'c.id').on('a.status', '=', ARTICLE_PUBLIC),
        )
        .select((eb) => ['c.id', 'c.category_name as name', eb.fn.count<number>('a.id').as('articleCount')])
        .groupBy(['c.id', 'c.category_name'])
        .orderBy('c.id', 'asc')
        .execute()
      return rows.map((r) => ({ ...r, articleCount: countOf(r.articleCount) }))
    },
    byId: (id) => terms.where('id', '=', id).executeTakeFirst(),
    byName: (name) => terms.where('category_name', '=', name).executeTakeFirst(),
    async insert(name) {
      const stamp = now()
      return db
        .insertInto('categories')
        .values({ category_name: name, createdAt: stamp, updatedAt: stamp })
        .returning(['id', 'category_name as name'])
        .executeTakeFirstOrThrow()
    },
    async rename(id, name) {
      await db
        .updateTable('categories')
        .set({ category_name: name, updatedAt: now() })
        .where('id', '=', id)
        .execute()
    },
    async remove(id) {
      // articles keep existing without a category (FK: ON DELETE SET NULL)
      await db.deleteFrom('categories').where('id', '=', id).execute()
    },
  }
}

export function tagStore(db: Kysely<DB>): TaxonomyStore {
  const terms = db.selectFrom('tags').select(['id', 'tag_name as name'])
  return {
    async dictionary() {
      const rows = await db
        .selectFrom('tags as t')
        .leftJoin('article_tag as at', 'at.tag_id', 't.id')
        .leftJoin('articles as a', (join) =>
          join.onRef('a.id', '=', 'at.article_id').on('a.status', '=', ARTICLE_PUBLIC),
        )
        .select((eb) => ['t.id', 't.tag_name as name', eb.fn.count<number>('a.id').as('articleCount')])
        .groupBy(['t.id', 't.tag_name'])
        .orderBy('t.id', 'asc')
        .execute()
      return rows.map((r) => ({ ...r, articleCount: countOf(r.articleCount) }))
    },
    byId: (id) => terms.where('id', '=', id).executeTakeFirst(),
    byName: (name) => terms.where('tag_name', '=', name).executeTakeFirst(),
    async insert(name) {
      const stamp = now()
      return db
        .insertInto('tags')
        .values({ tag_name: name, createdAt: stamp, updatedAt: stamp })
        .returning(['id', 'tag_name as name'])
        .executeTakeFirstOrThrow()
    },
    async rename(id, name) {
      await db.updateTable('tags').set({ tag_name: name, updatedAt: now() }).where('id', '=', id).execute()
    },
    async remove(id) {
      // the article_tag links go with it (FK: ON DELETE CASCADE)
      await db.deleteFrom('tags').where('id', '=', id).execute()
    },
  }
}

/**
 * The term a write names: by id when that exists, else by name, else a new one — so
 * `{id?, name}` pairs from the editor resolve whether the term is old or typed in fresh.
 */
export async function resolveTerm(store: TaxonomyStore, ref: { id?: number; name: string }): Promise<Term> {
  if (ref.id !== undefined) {
    const found = await store.byId(ref.id)
    if (found) return found
  }
  return (await store.byName(ref.name)) ?? (await store.insert(ref.name))
}
