import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { badRequest, forbidden } from '../http/envelope.ts'
import { isBlocked } from './blocks-sql.ts'
import { loggingRefusals } from './refusals-sql.ts'
import { visitorHash } from './secret.ts'
import { type AuditKind, type AuditMode, readModerationSettings } from './settings.ts'
import { type Compiled, screenWith, wordScreen } from './words.ts'

// What every visitor's write passes before it is stored (docs/api.md §27): the owner's block
// list, the sensitive words, the same text twice, and whether it waits for review. Routes call
// `screenWrite` with who writes and what; it refuses with a Chinese message or says how to store.

export const STATUS = { published: 'published', held: 'held', spam: 'spam' } as const
export type ItemStatus = (typeof STATUS)[keyof typeof STATUS]

export const GUARD_MESSAGES = {
  blocked: '你已被站长屏蔽，暂时无法发表',
  repeated: '请不要重复发送相同的内容',
  word: (word: string | null) => (word ? `内容包含不允许发布的词语「${word}」` : '内容包含不允许发布的词语'),
  nick: '昵称包含不允许使用的词语',
  link: '网址包含不允许的内容',
} as const

/** Why an item waits, as the desk shows it. */
export const HOLD_REASONS = {
  word: (word: string | null) => `含有敏感词${word ? `「${word}」` : ''}`,
  links: '游客评论中的链接超过 2 个',
  first: '游客的第一条',
  guests: '游客发表的内容需审核',
  all: '所有内容需审核',
} as const

const REPEAT_WINDOW_MS = 10 * 60 * 1000
/** more links than this in a guest's text send it to review */
const GUEST_LINKS_MAX = 2
const LINK = /https?:\/\/|www\./gi

export interface Writer {
  /** signed out: a guest, by the name they gave */
  guest: boolean
  admin: boolean
  userId: number | null
  nick: string
  email: string | null
  url: string | null
  /** the hash of the guest token the write carries */
  tokenHash: string | null
  ip: string
}

export interface Screened {
  /** the text to store, words starred where the list says so */
  text: string
  nick: string
  status: ItemStatus
  heldReason: string | null
  /** the visitor's address hash, stored with the item */
  visitor: string
}

type Table = 'comments' | 'messages'
const TEXT_COLUMN = { comments: 'content', messages: 'message' } as const

/** Whether the same writer stored the same text in the last ten minutes. */
async function repeated(db: Kysely<DB>, table: Table, writer: Writer, visitor: string, text: string) {
  const since = new Date(Date.now() - REPEAT_WINDOW_MS).toISOString()
  const row = await db
    .selectFrom(table)
    .select('id')
    .where(TEXT_COLUMN[table], '=', text)
    .where('createdAt', '>=', since)
    .where((eb) => {
      const same = [eb('visitor', '=', visitor)]
      if (writer.userId !== null)
        same.push(eb(table === 'comments' ? 'from_id' : 'user_id', '=', writer.userId))
      if (writer.tokenHash !== null) same.push(eb('guest_token', '=', writer.tokenHash))
      return eb.or(same)
    })
    .executeTakeFirst()
  return row !== undefined
}

/** Whether a guest has had something published here: by the e-mail they give, or their token. */
async function knownGuest(db: Kysely<DB>, table: Table, writer: Writer): Promise<boolean> {
  if (table === 'comments' && writer.email) {
    const byMail = await db
      .selectFrom('comments')
      .select('id')
      .where('guest_email', '=', writer.email)
      .where('status', '=', STATUS.published)
      .executeTakeFirst()
    if (byMail) return true
  }
  if (!writer.tokenHash) return false
  const byToken = await db
    .selectFrom(table)
    .select('id')
    .where('guest_token', '=', writer.tokenHash)
    .where('status', '=', STATUS.published)
    .executeTakeFirst()
  return byToken !== undefined
}

async function auditReason(
  db: Kysely<DB>,
  table: Table,
  mode: AuditMode,
  writer: Writer,
): Promise<string | null> {
  if (writer.admin || mode === 'off') return null
  if (mode === 'all') return HOLD_REASONS.all
  if (!writer.guest) return null
  if (mode === 'guests') return HOLD_REASONS.guests
  return (await knownGuest(db, table, writer)) ? null : HOLD_REASONS.first
}

/** Refuses a nickname or a link the lists refuse; the starred text otherwise. */
function screenField(words: Compiled, list: 'nick' | 'link', text: string, refusal: string) {
  const result = screenWith(words, list, text)
  if (result.verdict === 'reject') throw badRequest(refusal)
  return result
}

/**
 * Checks a write of `text` by `writer` into `table` (`kind` picks the review setting), and says
 * what to store. The owner's own writes skip the words and the review, never the block list's
 * purpose: an admin is never blocked. A refusal is written down for the desk.
 */
export function screenWrite(
  db: Kysely<DB>,
  table: Table,
  kind: AuditKind,
  writer: Writer,
  text: string,
): Promise<Screened> {
  const write = { kind: table === 'comments' ? 'comment' : 'message', author: writer.nick, text } as const
  return loggingRefusals(db, write, () => screen({ db, table, kind, writer, text }))
}

async function screen({
  db,
  table,
  kind,
  writer,
  text,
}: {
  db: Kysely<DB>
  table: Table
  kind: AuditKind
  writer: Writer
  text: string
}): Promise<Screened> {
  const visitor = await visitorHash(db, writer.ip)
  // a nickname blocks guests only: a member who happens to share a spammer's name is not one
  const marks = { visitor, email: writer.email, nick: writer.guest ? writer.nick : null }
  if (!writer.admin && (await isBlocked(db, marks))) {
    throw forbidden(GUARD_MESSAGES.blocked)
  }
  let stored = text
  let nick = writer.nick
  const reasons: string[] = []
  if (!writer.admin) {
    const words = await wordScreen(db)
    const body = screenWith(words, 'body', text)
    if (body.verdict === 'reject') throw badRequest(GUARD_MESSAGES.word(body.word))
    if (body.verdict === 'review') reasons.push(HOLD_REASONS.word(body.word))
    stored = body.text
    if (writer.guest) {
      const named = screenField(words, 'nick', nick, GUARD_MESSAGES.nick)
      if (named.verdict === 'review') reasons.push(HOLD_REASONS.word(named.word))
      nick = named.text
      const linked = writer.url ? screenField(words, 'link', writer.url, GUARD_MESSAGES.link) : null
      if (linked?.verdict === 'review') reasons.push(HOLD_REASONS.word(linked.word))
    }
  }
  if (await repeated(db, table, writer, visitor, stored)) throw badRequest(GUARD_MESSAGES.repeated)
  if (writer.guest && (text.match(LINK)?.length ?? 0) > GUEST_LINKS_MAX) reasons.push(HOLD_REASONS.links)
  const { audit } = await readModerationSettings(db)
  const audited = await auditReason(db, table, audit[kind], writer)
  if (audited) reasons.push(audited)
  return {
    text: stored,
    nick,
    status: reasons.length > 0 ? STATUS.held : STATUS.published,
    heldReason: reasons.length > 0 ? reasons.join('；') : null,
    visitor,
  }
}
