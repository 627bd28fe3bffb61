import { ARTICLE_DESCRIPTION_MAX, ARTICLE_TAGS_MAX, ARTICLE_TITLE_MAX } from '../../article/write-sql.ts'
import { TERM_NAME_MAX } from '../../taxonomy/sql.ts'
import type { PostFields } from '../post-fields.ts'
import { bodyToMarkdown, htmlToMarkdown } from './html-markdown.ts'
import type { OpenFile } from './json-stream.ts'
import {
  BadRecord,
  type SourceArticle,
  type SourceComment,
  type SourceItem,
  type SourceState,
} from './source-item.ts'
import { dateOf, flag } from './values.ts'
import { childText, type XmlElement, xmlElements } from './xml-stream.ts'

// WordPress' export (WXR, an RSS file): each <item> is a post, a page or an attachment, with
// title, link, content:encoded (HTML), excerpt:encoded, wp:post_id, wp:post_name,
// wp:post_date(_gmt), wp:status, wp:post_type, wp:is_sticky, <category domain="category|post_tag">
// and its <wp:comment>s: comment_id, comment_author(_email, _url, _IP), comment_date_gmt,
// comment_content, comment_approved (1, 0 awaiting review, spam, trash), comment_type and
// comment_parent.

const ARTICLE_TYPES = new Set(['post', 'page'])
const STATUS: Record<string, 1 | 2 | 3> = { publish: 1, private: 2, draft: 3, pending: 3, future: 3 }

const wxrSource = (postId: string) => `wxr:${postId}`

function wxrDate(el: XmlElement, gmt: string, local: string): string {
  const utc = childText(el, gmt)
  if (utc && !utc.startsWith('0000')) return dateOf(utc, gmt)
  const own = childText(el, local)
  // a draft has no GMT date; its local one is read as the machine's time, as Markdown dates are
  if (own && !own.startsWith('0000')) return new Date(own.replace(' ', 'T')).toISOString()
  throw new BadRecord(`${gmt} 不是日期`)
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s)

function terms(item: XmlElement, domain: string): string[] {
  const names = item.children
    .filter((c) => c.name === 'category' && c.attrs.domain === domain)
    .map((c) => clip(c.text.trim(), TERM_NAME_MAX))
    .filter(Boolean)
  return [...new Set(names)]
}

function wxrArticle(item: XmlElement, postId: string): SourceArticle {
  const content = htmlToMarkdown(childText(item, 'content:encoded'))
  if (!content) throw new BadRecord('正文是空的')
  const title = childText(item, 'title') || childText(item, 'wp:post_name') || `post-${postId}`
  if (title.length > ARTICLE_TITLE_MAX) throw new BadRecord(`标题超过 ${ARTICLE_TITLE_MAX} 个字`)
  const createdAt = wxrDate(item, 'wp:post_date_gmt', 'wp:post_date')
  const updated = childText(item, 'wp:post_modified_gmt')
  const fields: PostFields = {
    title,
    content,
    description: clip(htmlToMarkdown(childText(item, 'excerpt:encoded')), ARTICLE_DESCRIPTION_MAX),
    cover: '',
    category: terms(item, 'category')[0] ?? null,
    tags: terms(item, 'post_tag').slice(0, ARTICLE_TAGS_MAX),
    createdAt,
    updatedAt: updated && !updated.startsWith('0000') ? dateOf(updated, 'wp:post_modified_gmt') : createdAt,
    status: STATUS[childText(item, 'wp:status')] ?? 3,
    type: 1,
    originUrl: '',
    isTop: flag(childText(item, 'wp:is_sticky')) ? 1 : 0,
    order: Math.max(0, Math.trunc(Number(childText(item, 'wp:menu_order')) || 0)),
    slug: decodeSlug(childText(item, 'wp:post_name')) || `post-${postId}`,
    views: 0,
    likes: 0,
  }
  return { source: wxrSource(postId), fields, link: childText(item, 'link') }
}

/** WordPress stores a Chinese slug percent-encoded. */
function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug)
  } catch {
    return slug
  }
}

const APPROVAL: Record<string, SourceState> = {
  '1': 'published',
  '0': 'held',
  spam: 'spam',
  trash: 'deleted',
}

function wxrComment(c: XmlElement, article: SourceArticle, title: string): SourceComment {
  const id = childText(c, 'wp:comment_id')
  if (!id) throw new BadRecord('没有 wp:comment_id')
  const type = childText(c, 'wp:comment_type')
  const notice = type === 'pingback' || type === 'trackback'
  const createdAt = wxrDate(c, 'wp:comment_date_gmt', 'wp:comment_date')
  const approved = childText(c, 'wp:comment_approved')
  const body = childText(c, 'wp:comment_content')
  if (!body) throw new BadRecord('评论内容是空的')
  return {
    id,
    parentId: childText(c, 'wp:comment_parent').replace(/^0$/, '') || null,
    page: article.link,
    pageTitle: title,
    articleSource: article.source,
    nick: childText(c, 'wp:comment_author'),
    email: childText(c, 'wp:comment_author_email'),
    link: childText(c, 'wp:comment_author_url'),
    ip: childText(c, 'wp:comment_author_IP'),
    content: bodyToMarkdown(body),
    createdAt,
    updatedAt: createdAt,
    likes: 0,
    pinned: false,
    // post-trashed and anything unknown: not shown on the old site either
    state: notice ? 'deleted' : (APPROVAL[approved] ?? 'deleted'),
    ...(notice ? { stateReason: `引用通告（${type}）` } : {}),
  }
}

export async function* readWxr(open: OpenFile): AsyncGenerator<SourceItem> {
  for await (const item of xmlElements(open, new Set(['item']))) {
    const postId = childText(item, 'wp:post_id')
    const type = childText(item, 'wp:post_type')
    if (!ARTICLE_TYPES.has(type) || childText(item, 'wp:status') === 'trash') continue
    let article: SourceArticle
    try {
      if (!postId) throw new BadRecord('没有 wp:post_id')
      article = wxrArticle(item, postId)
    } catch (err) {
      if (!(err instanceof BadRecord)) throw err
      yield { kind: 'bad', id: `文章 ${postId || '?'}`, reason: err.message }
      continue
    }
    yield { kind: 'article', article }
    for (const c of item.children.filter((e) => e.name === 'wp:comment')) {
      try {
        yield { kind: 'comment', comment: wxrComment(c, article, article.fields.title) }
      } catch (err) {
        if (!(err instanceof BadRecord)) throw err
        yield { kind: 'bad', id: childText(c, 'wp:comment_id') || '?', reason: err.message }
      }
    }
  }
}
