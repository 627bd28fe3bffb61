// The review queue, sensitive words and spam defence as the desk and a guest's browser see them
// (docs/api.md §27).

export type AuditMode = 'off' | 'first' | 'guests' | 'all'
export type AuditKind = 'page' | 'article' | 'message'
export type PowPolicy = 'always' | 'busy'

export interface ModerationSettings {
  /** per kind: 关闭 / 游客的第一条 / 所有游客 / 所有人（站长除外） */
  audit: Record<AuditKind, AuditMode>
  /** when a guest's comment needs the proof of work: always, or after 3 in an hour */
  pow: PowPolicy
}

export interface ModerationSettingsView extends ModerationSettings {
  /** the mode XZ_COMMENT_AUDIT fixes for every kind (the desk shows it fixed), else null */
  audit_fixed: AuditMode | null
}

export type WordListName = 'nick' | 'link' | 'body'
/** 拒绝 / 送审 / 替换为＊ */
export type WordAction = 'reject' | 'review' | 'replace'
export type WordLists = Record<WordListName, { action: WordAction; words: string[] }>

export type HeldKind = 'comment' | 'message'

/** An item waiting for review. */
export interface HeldItem {
  kind: HeldKind
  id: number
  /** the author's name: a user's nickname or what a guest gave */
  author: string
  guest: boolean
  content: string
  /** why it waits, as the guard said */
  reason: string
  /** for a comment: what it hangs on (a title or an opening), null when gone */
  target: string | null
  createdAt: string
}

/** A write the guard refused: nothing of it was stored but this note. */
export interface RefusedItem {
  id: number
  kind: HeldKind
  /** the refusal as the writer read it */
  reason: string
  author: string
  /** the text's first 60 characters */
  excerpt: string
  createdAt: string
}

export type ReviewAction = 'approve' | 'reject' | 'spam'

export interface ReviewBody {
  items: { kind: HeldKind; id: number }[]
  action: ReviewAction
}

export interface BlockEntry {
  id: number
  /** visitor: an address, kept only as a keyed hash */
  kind: 'visitor' | 'email' | 'nick'
  value: string
  note: string
  createdAt: string
}

/** What `POST /api/spam/pass` answers a guest's browser. */
export interface GuestPassTicket {
  form_token: string
  /** the form may be sent this long after the token was issued, not sooner */
  min_age_ms: number
  /** an ALTCHA challenge to solve first, or null when this comment needs none */
  pow: unknown | null
}
