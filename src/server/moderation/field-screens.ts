import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { badRequest } from '../http/envelope.ts'
import { GUARD_MESSAGES, HOLD_REASONS } from './guard.ts'
import { screenWith, wordScreen } from './words.ts'

// The sensitive words where nothing waits for review (docs/api.md §27): the chat room, where
// a word is always starred; an account's nickname, refused or starred; and a link application,
// which the owner reviews anyway, so 送审 lets it through to that review.

/** A chat message with every listed body word starred, whatever the list's action. */
export async function screenChat(db: Kysely<DB>, text: string): Promise<string> {
  return screenWith(await wordScreen(db), 'body', text, true).text
}

/** An account's nickname: refused unless the list says 替换为＊. */
export async function screenNick(db: Kysely<DB>, nick: string): Promise<string> {
  const result = screenWith(await wordScreen(db), 'nick', nick)
  if (result.verdict !== null) throw badRequest(GUARD_MESSAGES.nick)
  return result.text
}

/** A link application's name and description (body list) and address (link list). */
export async function screenLinkApplication<L extends { site_name: string; site_desc: string; url: string }>(
  db: Kysely<DB>,
  link: L,
): Promise<L> {
  const words = await wordScreen(db)
  const text = (value: string) => {
    const result = screenWith(words, 'body', value)
    if (result.verdict === 'reject') throw badRequest(GUARD_MESSAGES.word(result.word))
    return result.text
  }
  const url = screenWith(words, 'link', link.url)
  if (url.verdict === 'reject') throw badRequest(GUARD_MESSAGES.link)
  // an address is not starred: a starred address leads nowhere, so a replace list refuses it
  if (url.text !== link.url) throw badRequest(GUARD_MESSAGES.link)
  return { ...link, site_name: text(link.site_name), site_desc: text(link.site_desc) }
}

/** An edited text: refused, starred, or — for a 送审 word — to be held again with the reason. */
export async function screenEdit(
  db: Kysely<DB>,
  text: string,
): Promise<{ text: string; heldReason: string | null }> {
  const result = screenWith(await wordScreen(db), 'body', text)
  if (result.verdict === 'reject') throw badRequest(GUARD_MESSAGES.word(result.word))
  return {
    text: result.text,
    heldReason: result.verdict === 'review' ? HOLD_REASONS.word(result.word) : null,
  }
}
