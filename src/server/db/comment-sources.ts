import type { Kysely, Migration } from 'kysely'

// Comments brought from another system (docs/comment-migration.md): each remembers its source id so
// a second import adds nothing, and the comment it answered (our threads keep only the top-level
// one). Articles imported from Markdown or WordPress remember the path they had on the old site,
// so the comments of that path land on the article.

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>

export const commentSources: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('comment_sources')
      .addColumn('source', 'text', (c) => c.primaryKey())
      // a comment the owner deletes later keeps its source row: importing again must not bring it back
      .addColumn('comment_id', 'integer', (c) => c.references('comments.id').onDelete('set null'))
      .addColumn('reply_to', 'integer', (c) => c.references('comments.id').onDelete('set null'))
      .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .createIndex('comment_sources_comment')
      .on('comment_sources')
      .column('comment_id')
      .execute()
    await db.schema
      .createTable('article_permalinks')
      .addColumn('path', 'text', (c) => c.primaryKey())
      .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
      .execute()
    await db.schema
      .createIndex('article_permalinks_article')
      .on('article_permalinks')
      .column('article_id')
      .execute()
  },
}
