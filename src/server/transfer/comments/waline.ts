import { bodyToMarkdown } from './html-markdown.ts'
import { jsonArrayItems, jsonLines, type OpenFile } from './json-stream.ts'
import { BadRecord, type SourceComment, type SourceItem, type SourceState } from './source-item.ts'
import { count, dateOf, flag, idText, itemOf, recordOf, text } from './values.ts'

// Waline's own export ({type: "waline", data: {Comment, Counter, Users}}) and LeanCloud's export
// of a Valine or Waline app ({"results": […]} or one object a line) share the Comment class:
// nick, mail, link, url, comment, pid (the comment answered), rid (its thread's first), ua, ip,
// insertedAt / createdAt, like, sticky, and Waline's status (approved, waiting, spam) or Valine's
// isSpam.

interface WalineUser {
  nick: string
  email: string
  link: string
}

/** A Comment record in our terms; `users` fills what a signed-in Waline user left out. */
function walineComment(value: unknown, users: Map<string, WalineUser>): SourceComment {
  const r = recordOf(value)
  const id = idText(r.objectId ?? r.id ?? r._id)
  if (!id) throw new BadRecord('没有 objectId')
  const user = users.get(idText(r.user_id))
  const page = text(r.url).trim()
  if (!page) throw new BadRecord('没有页面地址（url）')
  const body = text(r.comment)
  if (!body.trim()) throw new BadRecord('评论内容是空的')
  const createdAt = dateOf(r.insertedAt ?? r.createdAt, 'insertedAt')
  const status = text(r.status)
  let state: SourceState = 'published'
  if (status === 'waiting') state = 'held'
  else if (status === 'spam' || flag(r.isSpam)) state = 'spam'
  return {
    id,
    parentId: idText(r.pid) || null,
    page,
    pageTitle: '',
    nick: text(r.nick).trim() || user?.nick || '',
    email: text(r.mail).trim() || user?.email || '',
    link: text(r.link).trim() || user?.link || '',
    ip: text(r.ip),
    content: bodyToMarkdown(body),
    createdAt,
    updatedAt: r.updatedAt ? dateOf(r.updatedAt, 'updatedAt') : createdAt,
    likes: count(r.like),
    pinned: flag(r.sticky),
    state,
  }
}

const item = (value: unknown, users: Map<string, WalineUser>) =>
  itemOf(value, 'objectId', (v) => walineComment(v, users))

export async function* readWaline(open: OpenFile): AsyncGenerator<SourceItem> {
  // the few users first (a second pass over the file), then the comments one at a time
  const users = new Map<string, WalineUser>()
  for await (const value of jsonArrayItems(open, 'data.Users')) {
    const u = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
    const id = idText(u.objectId ?? u.id)
    if (id) users.set(id, { nick: text(u.display_name), email: text(u.email), link: text(u.url) })
  }
  for await (const value of jsonArrayItems(open, 'data.Comment')) yield item(value, users)
}

export async function* readLeanCloud(open: OpenFile, lines: boolean): AsyncGenerator<SourceItem> {
  const none = new Map<string, WalineUser>()
  if (!lines) {
    for await (const value of jsonArrayItems(open, 'results')) yield item(value, none)
    return
  }
  for await (const entry of jsonLines(open)) {
    if ('error' in entry) yield { kind: 'bad', id: `第 ${entry.line} 行`, reason: entry.error }
    else yield item(entry.value, none)
  }
}
