import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import { LEGACY_ROUTE_NAMES } from './page-headers.ts'
import { GRAMS_FUNCTION } from './search-grams.ts'
import { pgSearchMigration } from './pg-search-index.ts'
import { readingDurationInMs } from './reading-duration.ts'
import { guestComments } from './guest-comments.ts'
import { commentSources } from './comment-sources.ts'
import { notices } from './notices-migration.ts'
import { longPageThreads } from './long-page-threads.ts'
import { moderationTables } from './moderation-tables.ts'
import { noticeChangesOnEveryTable } from './pg-changes.ts'
import type { Dialect } from './database.ts'

// Written with Kysely's schema builder so the same steps run on SQLite and PostgreSQL;
// only the id column and full-text search differ by dialect.

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>

function idColumn(dialect: Dialect) {
  return (table: ReturnType<AnyDb['schema']['createTable']>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}

function stamps(table: ReturnType<AnyDb['schema']['createTable']>) {
  return table
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
}

function initial(dialect: Dialect): Migration {
  const withId = idColumn(dialect)
  return {
    async up(db: AnyDb) {
      await stamps(
        withId(db.schema.createTable('users'))
          .addColumn('username', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('nick_name', 'text', (c) => c.notNull())
          .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('role', 'integer', (c) => c.notNull().defaultTo(2)),
      ).execute()

      await stamps(
        withId(db.schema.createTable('categories')).addColumn('category_name', 'text', (c) =>
          c.notNull().unique(),
        ),
      ).execute()
      await stamps(
        withId(db.schema.createTable('tags')).addColumn('tag_name', 'text', (c) => c.notNull().unique()),
      ).execute()

      await stamps(
        withId(db.schema.createTable('articles'))
          .addColumn('article_title', 'text', (c) => c.notNull())
          .addColumn('article_description', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('article_content', 'text', (c) => c.notNull())
          .addColumn('article_cover', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
          .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('origin_url', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('view_times', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('thumbs_up_times', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('reading_duration', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute()
      await db.schema
        .createIndex('articles_list')
        .on('articles')
        .columns(['status', 'is_top', 'sort_order', 'createdAt'])
        .execute()
      await db.schema.createIndex('articles_category').on('articles').column('category_id').execute()

      await db.schema
        .createTable('article_tag')
        .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('article_tag_pk', ['article_id', 'tag_id'])
        .execute()
      await db.schema.createIndex('article_tag_tag').on('article_tag').column('tag_id').execute()

      await withId(db.schema.createTable('likes'))
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('liker', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addUniqueConstraint('likes_unique', ['target_type', 'target_id', 'liker'])
        .execute()

      await stamps(
        withId(db.schema.createTable('comments'))
          .addColumn('type', 'integer', (c) => c.notNull())
          .addColumn('for_id', 'integer', (c) => c.notNull())
          .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
          .addColumn('from_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('to_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('thumbs_up', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute()
      await db.schema
        .createIndex('comments_target')
        .on('comments')
        .columns(['type', 'for_id', 'parent_id'])
        .execute()

      await stamps(
        withId(db.schema.createTable('talks'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('like_times', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute()
      await withId(db.schema.createTable('talk_photos'))
        .addColumn('talk_id', 'integer', (c) => c.notNull().references('talks.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()

      await stamps(
        withId(db.schema.createTable('albums'))
          .addColumn('album_name', 'text', (c) => c.notNull())
          .addColumn('album_cover', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
      ).execute()
      await withId(db.schema.createTable('photos'))
        .addColumn('album_id', 'integer', (c) => c.notNull().references('albums.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('thumb_url', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute()

      await stamps(
        withId(db.schema.createTable('links'))
          .addColumn('site_name', 'text', (c) => c.notNull())
          .addColumn('site_desc', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('site_avatar', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('url', 'text', (c) => c.notNull())
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null')),
      ).execute()

      await stamps(
        withId(db.schema.createTable('messages'))
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('font_size', 'integer', (c) => c.notNull().defaultTo(16))
          .addColumn('font_weight', 'integer', (c) => c.notNull().defaultTo(500))
          .addColumn('bg_color', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('bg_url', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('tag', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('nick_name', 'text', (c) => c.notNull())
          .addColumn('like_times', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute()

      await stamps(
        withId(db.schema.createTable('notifications'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('type', 'integer', (c) => c.notNull())
          .addColumn('to_id', 'integer', (c) => c.notNull())
          .addColumn('is_view', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute()
      await db.schema
        .createIndex('notifications_user')
        .on('notifications')
        .columns(['user_id', 'is_view'])
        .execute()

      await withId(db.schema.createTable('chat_messages'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('config')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()
      await withId(db.schema.createTable('page_headers'))
        .addColumn('route_name', 'text', (c) => c.notNull())
        .addColumn('bg_url', 'text', (c) => c.notNull())
        .execute()
      await withId(db.schema.createTable('resources'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .createTable('views')
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('hour', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('views_pk', ['ip', 'hour'])
        .execute()
      await withId(db.schema.createTable('quotes'))
        .addColumn('note', 'text', (c) => c.notNull())
        .execute()
    },
  }
}

/**
 * Full-text search. SQLite: an FTS5 trigram index kept in step by triggers, so Chinese
 * substrings of three or more characters match through the index. PostgreSQL: the search
 * module uses ILIKE (pg_trgm can back it when installed); nothing to create here.
 */
function search(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'sqlite') return
      await trigramIndexOfArticles(db, 'articles_fts', ['article_title', 'article_content'])
    },
  }
}

/**
 * An FTS5 trigram index (SQLite) over some columns of articles, kept in step by triggers on
 * insert, delete and update of those columns.
 */
async function trigramIndexOfArticles(db: AnyDb, index: string, columns: readonly string[]) {
  const table = sql.raw(index)
  const names = sql.raw(columns.join(', '))
  const fresh = sql.raw(columns.map((column) => `new.${column}`).join(', '))
  const gone = sql.raw(columns.map((column) => `old.${column}`).join(', '))
  const trigger = (on: string) => sql.raw(`${index}_${on}`)
  await sql`CREATE VIRTUAL TABLE ${table} USING fts5(
    ${names}, content='articles', content_rowid='id', tokenize='trigram'
  )`.execute(db)
  await sql`CREATE TRIGGER ${trigger('ai')} AFTER INSERT ON articles BEGIN
    INSERT INTO ${table}(rowid, ${names}) VALUES (new.id, ${fresh});
  END`.execute(db)
  await sql`CREATE TRIGGER ${trigger('ad')} AFTER DELETE ON articles BEGIN
    INSERT INTO ${table}(${table}, rowid, ${names}) VALUES ('delete', old.id, ${gone});
  END`.execute(db)
  await sql`CREATE TRIGGER ${trigger('au')} AFTER UPDATE OF ${names} ON articles BEGIN
    INSERT INTO ${table}(${table}, rowid, ${names}) VALUES ('delete', old.id, ${gone});
    INSERT INTO ${table}(rowid, ${names}) VALUES (new.id, ${fresh});
  END`.execute(db)
}

/**
 * Indexes in the exact order of the home and timeline lists. Without them every list request
 * sorts all public rows, and in SQLite reading a row's sort columns means walking past its
 * Markdown body (stored before them): the benchmark showed 25 list pages/s over 10k articles.
 * With them the list walks the index and stops after one page.
 */
const listIndexes: Migration = {
  async up(db: AnyDb) {
    await sql`CREATE INDEX articles_home ON articles (status, is_top DESC, sort_order, "createdAt" DESC, id DESC)`.execute(
      db,
    )
    await sql`CREATE INDEX articles_newest ON articles (status, "createdAt" DESC, id DESC)`.execute(db)
  },
}

/**
 * What an import remembers: the file each article came from (so importing the same folder
 * again updates it) and the images already copied into the uploads, by content hash.
 */
const importSources: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('article_sources')
      .addColumn('source', 'text', (c) => c.primaryKey())
      .addColumn('article_id', 'integer', (c) =>
        c.notNull().unique().references('articles.id').onDelete('cascade'),
      )
      .addColumn('slug', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema
      .createTable('imported_images')
      .addColumn('sha256', 'text', (c) => c.primaryKey())
      .addColumn('url', 'text', (c) => c.notNull())
      .execute()
  },
}

/** Page headers keyed by the `blog-v3` client's route names (see page-headers.ts). */
const specRouteNames: Migration = {
  async up(db: AnyDb) {
    const rows: { id: number; route_name: string; bg_url: string }[] = await db
      .selectFrom('page_headers')
      .select(['id', 'route_name', 'bg_url'])
      .orderBy('id')
      .execute()
    const taken = new Set(rows.map((r) => r.route_name))
    for (const row of rows) {
      const names = LEGACY_ROUTE_NAMES[row.route_name]
      if (!names) continue
      const [first, ...more] = names
      await db.updateTable('page_headers').set({ route_name: first }).where('id', '=', row.id).execute()
      for (const route_name of more.filter((n) => !taken.has(n))) {
        await db.insertInto('page_headers').values({ route_name, bg_url: row.bg_url }).execute()
      }
    }
  },
}

/**
 * Queries of one or two characters, which the trigram index cannot answer: every article's
 * one- and two-character pieces (see search-grams.ts), kept in step by triggers. The
 * tokenizer splits on whitespace only, so punctuation such as `%` or `#` is searchable too.
 */
function searchGrams(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'sqlite') return
      await sql`CREATE VIRTUAL TABLE articles_grams USING fts5(
        title, body, content='', contentless_delete=1, detail='column',
        tokenize="unicode61 remove_diacritics 0 categories 'L* M* N* P* S* Co Cn'"
      )`.execute(db)
      const grams = (column: string) => sql.raw(`${GRAMS_FUNCTION}(${column})`)
      await sql`CREATE TRIGGER articles_grams_ai AFTER INSERT ON articles BEGIN
        INSERT INTO articles_grams(rowid, title, body)
        VALUES (new.id, ${grams('new.article_title')}, ${grams('new.article_content')});
      END`.execute(db)
      await sql`CREATE TRIGGER articles_grams_ad AFTER DELETE ON articles BEGIN
        DELETE FROM articles_grams WHERE rowid = old.id;
      END`.execute(db)
      await sql`CREATE TRIGGER articles_grams_au AFTER UPDATE OF article_title, article_content ON articles BEGIN
        DELETE FROM articles_grams WHERE rowid = old.id;
        INSERT INTO articles_grams(rowid, title, body)
        VALUES (new.id, ${grams('new.article_title')}, ${grams('new.article_content')});
      END`.execute(db)
      await sql`INSERT INTO articles_grams(rowid, title, body)
        SELECT id, ${grams('article_title')}, ${grams('article_content')} FROM articles`.execute(db)
    },
  }
}

/**
 * The owner's desk: a user the admin disabled can no longer log in or use a token, and the
 * views chart reads one row per day, written as each view is counted (the views table only
 * remembers the last half hour). Photos get an order the admin can change.
 */
const desk: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('users')
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .alterTable('photos')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .createTable('view_days')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
  },
}

/**
 * A trigram index of titles alone. Search lists title hits first; asking articles_fts for them
 * visited every article whose body held the words (3 ms for a six-character query over 10,000
 * articles, most of the search). Titles by themselves are a small index.
 */
function titleSearch(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'sqlite') return
      await trigramIndexOfArticles(db, 'articles_title_fts', ['article_title'])
      await sql`INSERT INTO articles_title_fts(articles_title_fts) VALUES ('rebuild')`.execute(db)
    },
  }
}

/** Pages of any site as comment threads with their views (docs/api.md §23). */
function pages(dialect: Dialect): Migration {
  const withId = idColumn(dialect)
  return {
    async up(db: AnyDb) {
      await stamps(
        withId(db.schema.createTable('pages'))
          .addColumn('site', 'text', (c) => c.notNull())
          .addColumn('path', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute()
      await db.schema.createIndex('pages_site_path').unique().on('pages').columns(['site', 'path']).execute()
      await db.schema
        .createTable('page_visits')
        .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('page_visits_pk', ['page_id', 'visitor'])
        .execute()
      await db.schema.createIndex('page_visits_at').on('page_visits').column('at').execute()
      await db.schema
        .createTable('page_reactions')
        .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
        .addColumn('voter', 'text', (c) => c.notNull())
        .addColumn('reaction', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('page_reactions_pk', ['page_id', 'voter'])
        .execute()
      await db.schema
        .createIndex('page_reactions_address')
        .on('page_reactions')
        .columns(['page_id', 'address'])
        .execute()
    },
  }
}

/** Sites the owner adds in the desk, allowed at once on every instance (docs/desk-api.md §Sites and pages). */
function sites(dialect: Dialect): Migration {
  const withId = idColumn(dialect)
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('sites'))
        .addColumn('origin', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute()
    },
  }
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      return {
        '0001_initial': initial(dialect),
        '0002_search': search(dialect),
        '0003_list_indexes': listIndexes,
        '0004_import_sources': importSources,
        '0005_spec_route_names': specRouteNames,
        '0006_search_grams': searchGrams(dialect),
        '0007_desk': desk,
        '0009_pg_search': dialect === 'postgres' ? pgSearchMigration : { async up() {} },
        '0010_title_search': titleSearch(dialect),
        '0011_pages': pages(dialect),
        '0012_reading_duration_ms': readingDurationInMs,
        '0013_sites': sites(dialect),
        '0014_guest_comments': guestComments(dialect),
        '0015_moderation': moderationTables(dialect),
        '0016_notices': notices(dialect),
        '0017_comment_sources': commentSources,
        '0018_long_page_threads': longPageThreads(dialect),
      }
    },
  }
}

export async function migrate(db: AnyDb, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error)}`)
  }
  // every table, a new one included, tells the instances when it changes (db/pg-changes.ts)
  if (dialect === 'postgres') await noticeChangesOnEveryTable(db)
}
