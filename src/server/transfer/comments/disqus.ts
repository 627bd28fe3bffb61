import { bodyToMarkdown } from './html-markdown.ts'
import type { OpenFile } from './json-stream.ts'
import { BadRecord, type SourceComment, type SourceItem, type SourceState } from './source-item.ts'
import { dateOf, flag } from './values.ts'
import { child, childText, type XmlElement, xmlElements } from './xml-stream.ts'

// Disqus' XML export: <thread dsq:id> elements (link, title, id — the site's identifier) come
// first, then <post dsq:id> elements, each naming its <thread dsq:id/> and, for a reply, its
// <parent dsq:id/>, with message (HTML), createdAt, isDeleted, isSpam, isApproved when
// moderated, and <author> (name, email).

interface Thread {
  link: string
  title: string
}

const WANTED = new Set(['thread', 'post'])

function disqusComment(post: XmlElement, threads: Map<string, Thread>): SourceComment {
  const id = post.attrs['dsq:id'] ?? ''
  if (!id) throw new BadRecord('没有 dsq:id')
  const threadId = child(post, 'thread')?.attrs['dsq:id'] ?? ''
  const thread = threads.get(threadId)
  if (!thread) throw new BadRecord(`找不到所属的 thread ${threadId}`)
  if (!thread.link) throw new BadRecord(`thread ${threadId} 没有 link`)
  const author = child(post, 'author')
  let state: SourceState = 'published'
  if (flag(childText(post, 'isDeleted'))) state = 'deleted'
  else if (flag(childText(post, 'isSpam'))) state = 'spam'
  else if (childText(post, 'isApproved') && !flag(childText(post, 'isApproved'))) state = 'held'
  const body = childText(post, 'message')
  if (!body && state === 'published') throw new BadRecord('评论内容是空的')
  const createdAt = dateOf(childText(post, 'createdAt'), 'createdAt')
  return {
    id,
    parentId: child(post, 'parent')?.attrs['dsq:id'] || null,
    page: thread.link,
    pageTitle: thread.title,
    nick: author ? childText(author, 'name') || childText(author, 'username') : '',
    email: author ? childText(author, 'email') : '',
    link: '',
    ip: childText(post, 'ipAddress'),
    content: bodyToMarkdown(body),
    createdAt,
    updatedAt: createdAt,
    likes: 0,
    pinned: false,
    state,
  }
}

export async function* readDisqus(open: OpenFile): AsyncGenerator<SourceItem> {
  const threads = new Map<string, Thread>()
  for await (const el of xmlElements(open, WANTED)) {
    if (el.name === 'thread') {
      const id = el.attrs['dsq:id']
      if (id) threads.set(id, { link: childText(el, 'link'), title: childText(el, 'title') })
      continue
    }
    try {
      yield { kind: 'comment', comment: disqusComment(el, threads) }
    } catch (err) {
      if (!(err instanceof BadRecord)) throw err
      yield { kind: 'bad', id: el.attrs['dsq:id'] || '?', reason: err.message }
    }
  }
}
