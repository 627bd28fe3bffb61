import type { PostFields } from '../post-fields.ts'

// What every reader of another system's export yields, one record at a time
// (docs/comment-migration.md): the importer never sees a format's own field names.

export type CommentFormat = 'waline' | 'leancloud' | 'twikoo' | 'artrans' | 'disqus' | 'wxr'

export const FORMAT_NAMES: Record<CommentFormat, string> = {
  waline: 'Waline 导出',
  leancloud: 'LeanCloud 导出（Valine / Waline）',
  twikoo: 'Twikoo 导出',
  artrans: 'Artalk 导出（artrans）',
  disqus: 'Disqus XML',
  wxr: 'WordPress 导出（WXR）',
}

/** published: shown; held: awaiting review; spam and deleted are left out and counted */
export type SourceState = 'published' | 'held' | 'spam' | 'deleted'

export interface SourceComment {
  /** the id in the old system, unique within the format */
  id: string
  /** the comment it answers, by its id there; null at the top level */
  parentId: string | null
  /** the page as the old system keyed it: a path or a full URL */
  page: string
  pageTitle: string
  /** set when the comment belongs to an article of the same file (WordPress): its source key */
  articleSource?: string
  nick: string
  email: string
  link: string
  ip: string
  /** Markdown */
  content: string
  /** ISO 8601 */
  createdAt: string
  updatedAt: string
  likes: number
  pinned: boolean
  state: SourceState
  /** why it is held or left out, when the old system says */
  stateReason?: string
}

/** A post or page of a WordPress export, as an article. */
export interface SourceArticle {
  /** `wxr:<post id>`: what article_sources remembers */
  source: string
  fields: PostFields
  /** its address on the old site */
  link: string
}

export type SourceItem =
  | { kind: 'comment'; comment: SourceComment }
  | { kind: 'article'; article: SourceArticle }
  | { kind: 'bad'; id: string; reason: string }

/** A record that cannot be used: reported with its id and skipped. */
export class BadRecord extends Error {}
