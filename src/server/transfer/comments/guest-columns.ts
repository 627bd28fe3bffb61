import type { Kysely } from 'kysely'
import { guestEmailError, guestUrlError } from '../../../core/validate/index.ts'
import type { DB } from '../../db/schema.ts'
import type { SourceComment } from './source-item.ts'

// An imported comment is a guest's (docs/api.md §25): no account, the name, e-mail and site the
// old system kept, under the same rules a guest meets today, so nothing imported can be what a
// guest could not write (a `javascript:` site, a 300-character name).

/** The guest nickname rule's length (core/validate). */
const NICK_MAX = 20
export const NO_NICK = '匿名'

export function guestName(nick: string): string {
  const chars = Array.from(nick.replace(/\s+/g, ' ').trim())
  if (chars.length === 0) return NO_NICK
  return chars.length > NICK_MAX ? `${chars.slice(0, NICK_MAX - 1).join('')}…` : chars.join('')
}

/**
 * The guest columns of the row; `status` only where the schema has a review queue (the
 * moderation migration adds `comments.status`): a held comment waits there.
 */
export function guestColumns(c: SourceComment, answers: string | null, withStatus: boolean) {
  const email = c.email.trim()
  const url = c.link.trim()
  return {
    guest_name: guestName(c.nick),
    guest_email: email && guestEmailError(email, false) === null ? email : null,
    guest_url: url && guestUrlError(url) === null ? url : null,
    guest_token: null,
    to_guest_name: answers,
    // biome-ignore lint/suspicious/noExplicitAny: the column exists only once the moderation migration ran
    ...(withStatus ? ({ status: c.state === 'held' ? 'held' : 'published' } as any) : {}),
  }
}

/** Whether `comments` has the review queue's `status` column. */
export async function hasStatusColumn(db: Kysely<DB>): Promise<boolean> {
  const tables = await db.introspection.getTables()
  const comments = tables.find((t) => t.name === 'comments')
  return comments?.columns.some((c) => c.name === 'status') ?? false
}
