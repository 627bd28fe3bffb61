import { copyFileSync, cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { UPLOADS_URL } from '../upload/upload-disk.ts'
import { joinFrontMatter } from './front-matter.ts'
import { imageRefs, rewriteImageRefs } from './local-images.ts'
import { STATUS_NAMES, TYPE_NAMES } from './post-fields.ts'

export interface ExportSource {
  db: Kysely<DB>
  /** the data folder: uploads and the generated demo images are read from it */
  dataDir: string
}

export interface ExportReport {
  articles: number
  images: number
  /** rows written per JSON file */
  tables: Record<string, number>
}

/** Site paths whose files live in the data folder: `/uploads/a.jpg` → `<data>/uploads/a.jpg`. */
const DATA_PATHS = [`${UPLOADS_URL}/`, '/seed/']

/**
 * Everything the blog holds, in a folder a person can read and another blog can import:
 * `posts/<slug>.md` with YAML front matter and its images in `posts/<slug>/`, the rest as JSON,
 * and a copy of the uploads. Importing the folder back gives the same articles.
 */
export async function exportFolder(source: ExportSource, out: string): Promise<ExportReport> {
  const postsDir = join(out, 'posts')
  mkdirSync(postsDir, { recursive: true })
  const articles = await source.db
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .leftJoin('article_sources as s', 's.article_id', 'a.id')
    .selectAll('a')
    .select(['c.category_name', 's.slug'])
    .orderBy('a.id')
    .execute()
  const tagRows = await source.db
    .selectFrom('article_tag as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select(['at.article_id', 't.tag_name'])
    .orderBy('t.id')
    .execute()
  const tagsOf = new Map<number, string[]>()
  for (const row of tagRows) tagsOf.set(row.article_id, [...(tagsOf.get(row.article_id) ?? []), row.tag_name])

  const permalinks = new Map(
    (
      await source.db
        .selectFrom('article_permalinks')
        .select(['article_id', 'path'])
        .orderBy('path')
        .execute()
    ).map((r) => [r.article_id, r.path]),
  )
  const usedNames = new Set<string>()
  const index: { id: number; file: string; title: string }[] = []
  let images = 0
  for (const a of articles) {
    const name = uniqueName(safeName(a.slug || `post-${a.id}`), a.id, usedNames)
    const copies = new Map<string, string>()
    const copyBeside = (url: string) => {
      const file = dataFileOf(source.dataDir, url)
      if (!file) return
      const assets = join(postsDir, name)
      mkdirSync(assets, { recursive: true })
      copyFileSync(file, join(assets, basename(file)))
      copies.set(url, `${name}/${basename(file)}`)
      images += 1
    }
    for (const ref of imageRefs(a.article_content)) copyBeside(ref)
    if (a.article_cover && !copies.has(a.article_cover)) copyBeside(a.article_cover)

    const data: Record<string, unknown> = {
      title: a.article_title,
      date: a.createdAt,
      updated: a.updatedAt,
      tags: tagsOf.get(a.id) ?? [],
      categories: a.category_name ? [a.category_name] : [],
      cover: copies.get(a.article_cover) ?? a.article_cover,
      description: a.article_description,
      status: STATUS_NAMES[a.status as 1 | 2 | 3] ?? 'public',
      type: TYPE_NAMES[a.type as 1 | 2 | 3] ?? 'original',
      origin_url: a.origin_url,
      top: a.is_top === 1,
      order: a.sort_order,
      slug: name,
      views: a.view_times,
      likes: a.thumbs_up_times,
    }
    if (a.status === 3) data.draft = true
    // where it lived on the old site: importing the folder again keeps its comments on it
    const permalink = permalinks.get(a.id)
    if (permalink) data.permalink = permalink
    const file = `${name}.md`
    writeFileSync(join(postsDir, file), joinFrontMatter(data, rewriteImageRefs(a.article_content, copies)))
    index.push({ id: a.id, file: `posts/${file}`, title: a.article_title })
  }

  const tables: Record<string, number> = {}
  const writeJson = (fileName: string, rows: unknown[]) => {
    writeFileSync(join(out, fileName), `${JSON.stringify(rows, null, 2)}\n`)
    tables[fileName] = rows.length
  }
  const db = source.db
  // comments point at articles by id: articles.json says which file each id became
  writeJson('articles.json', index)
  const [talks, talkPhotos, albums, photos] = await Promise.all([
    db.selectFrom('talks').selectAll().orderBy('id').execute(),
    db.selectFrom('talk_photos').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('albums').selectAll().orderBy('id').execute(),
    db.selectFrom('photos').selectAll().orderBy('id').execute(),
  ])
  writeJson('talks.json', withChildren(talks, talkPhotos, 'talk_id', 'photos'))
  writeJson('albums.json', withChildren(albums, photos, 'album_id', 'photos'))
  writeJson('messages.json', await db.selectFrom('messages').selectAll().orderBy('id').execute())
  writeJson('comments.json', await db.selectFrom('comments').selectAll().orderBy('id').execute())
  writeJson('links.json', await db.selectFrom('links').selectAll().orderBy('id').execute())
  // never the password hashes: an export is meant to be handed around
  writeJson(
    'users.json',
    await db
      .selectFrom('users')
      .select(['id', 'username', 'nick_name', 'avatar', 'role', 'createdAt', 'updatedAt'])
      .orderBy('id')
      .execute(),
  )
  const uploads = join(source.dataDir, 'uploads')
  if (existsSync(uploads)) cpSync(uploads, join(out, 'uploads'), { recursive: true })
  return { articles: articles.length, images, tables }
}

function withChildren<P extends { id: number }, C extends Record<string, unknown>>(
  parents: P[],
  children: C[],
  key: keyof C,
  as: string,
): (P & Record<string, C[]>)[] {
  return parents.map((p) => ({ ...p, [as]: children.filter((c) => c[key] === p.id) }))
}

/** The file in the data folder a site path names, if it exists there. */
function dataFileOf(dataDir: string, url: string): string | null {
  const prefix = DATA_PATHS.find((p) => url.startsWith(p))
  if (!prefix) return null
  const rest = url.slice(1).replace(/[?#].*$/, '')
  if (rest.split('/').includes('..')) return null
  const file = join(dataDir, rest)
  return existsSync(file) ? file : null
}

/** A file name that is safe on every system and needs no escaping in a Markdown link. */
function safeName(slug: string): string {
  const cleaned = slug
    .replace(/[\s\\/:*?"<>|()[\]#%]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80)
  return cleaned || 'post'
}

function uniqueName(name: string, id: number, used: Set<string>): string {
  const chosen = used.has(name) ? `${name}-${id}` : name
  used.add(chosen)
  return chosen
}
