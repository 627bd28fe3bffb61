import { bodyToMarkdown } from './html-markdown.ts'
import { jsonArrayItems, jsonLines, type OpenFile } from './json-stream.ts'
import { BadRecord, type SourceComment, type SourceItem } from './source-item.ts'
import { count, dateOf, flag, idText, itemOf, recordOf, text } from './values.ts'

// Twikoo keeps MongoDB-style documents: _id (a string or {$oid}), nick, mail, link, url (the
// page's path), href (its full address), comment (HTML), pid and rid, isSpam, created and
// updated in milliseconds, like (the likers), top. Its export is a JSON array, mongoexport's
// one document a line. Twikoo marks both caught spam and comments awaiting review isSpam,
// so those are left out as spam.

function twikooComment(value: unknown): SourceComment {
  const r = recordOf(value)
  const id = idText(r._id ?? r.id)
  if (!id) throw new BadRecord('没有 _id')
  const page = text(r.url).trim() || text(r.href).trim()
  if (!page) throw new BadRecord('没有页面地址（url）')
  const body = text(r.comment)
  if (!body.trim()) throw new BadRecord('评论内容是空的')
  const createdAt = dateOf(r.created, 'created')
  return {
    id,
    parentId: idText(r.pid) || null,
    page,
    pageTitle: '',
    nick: text(r.nick).trim(),
    email: text(r.mail).trim(),
    link: text(r.link).trim(),
    ip: text(r.ip),
    content: bodyToMarkdown(body),
    createdAt,
    updatedAt: r.updated ? dateOf(r.updated, 'updated') : createdAt,
    likes: count(r.like),
    pinned: flag(r.top),
    state: flag(r.isSpam) ? 'spam' : 'published',
  }
}

const item = (value: unknown) => itemOf(value, '_id', twikooComment)

export async function* readTwikoo(open: OpenFile, lines: boolean): AsyncGenerator<SourceItem> {
  if (!lines) {
    for await (const value of jsonArrayItems(open)) yield item(value)
    return
  }
  for await (const entry of jsonLines(open)) {
    yield 'error' in entry
      ? { kind: 'bad', id: `第 ${entry.line} 行`, reason: entry.error }
      : item(entry.value)
  }
}
