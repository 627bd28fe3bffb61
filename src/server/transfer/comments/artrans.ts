import { jsonArrayItems, type OpenFile } from './json-stream.ts'
import { BadRecord, type SourceComment, type SourceItem } from './source-item.ts'
import { count, dateOf, flag, idText, itemOf, recordOf, text } from './values.ts'

// Artalk's artrans: a JSON array of records whose values are all strings — id, rid (the comment
// answered, "0" for none), content (Markdown), is_pending, is_pinned, vote_up, created_at,
// updated_at, nick, email, link, ip, page_key, page_title, site_name, site_urls (the site's
// addresses, comma-separated). A page_key may be a path or a full URL: a path is read against
// the site's first address when there is one.

function artransComment(value: unknown): SourceComment {
  const r = recordOf(value)
  const id = idText(r.id)
  if (!id) throw new BadRecord('没有 id')
  const key = text(r.page_key).trim()
  if (!key) throw new BadRecord('没有页面（page_key）')
  const body = text(r.content)
  if (!body.trim()) throw new BadRecord('评论内容是空的')
  const createdAt = dateOf(r.created_at ?? r.date, 'created_at')
  return {
    id,
    parentId: idText(r.rid) || null,
    page: onSite(key, text(r.site_urls)),
    pageTitle: text(r.page_title).trim(),
    nick: text(r.nick).trim(),
    email: text(r.email).trim(),
    link: text(r.link).trim(),
    ip: text(r.ip),
    content: body.trim(),
    createdAt,
    updatedAt: text(r.updated_at).trim() ? dateOf(r.updated_at, 'updated_at') : createdAt,
    likes: count(r.vote_up),
    pinned: flag(r.is_pinned),
    state: flag(r.is_pending) ? 'held' : 'published',
  }
}

function onSite(key: string, siteUrls: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(key) || key.startsWith('//')) return key
  const first = siteUrls
    .split(',')
    .map((s) => s.trim())
    .find((s) => /^https?:\/\//i.test(s))
  if (!first) return key
  try {
    return new URL(key, first).href
  } catch {
    return key
  }
}

export async function* readArtrans(open: OpenFile): AsyncGenerator<SourceItem> {
  for await (const value of jsonArrayItems(open)) yield itemOf(value, 'id', artransComment)
}
