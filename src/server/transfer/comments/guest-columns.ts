import { NICK_NAME_MAX, guestEmailError, guestUrlError } from '../../../core/validate/index.ts'
import { STATUS } from '../../moderation/guard.ts'
import type { SourceComment } from './source-item.ts'

// An imported comment is a guest's (docs/api.md §25): no account, the name, e-mail and site the
// old system kept, under the same rules a guest meets today, so nothing imported can be what a
// guest could not write (a `javascript:` site, a 300-character name).

const NO_NICK = '匿名'

export function guestName(nick: string): string {
  const chars = Array.from(nick.replace(/\s+/g, ' ').trim())
  if (chars.length === 0) return NO_NICK
  return chars.length > NICK_NAME_MAX ? `${chars.slice(0, NICK_NAME_MAX - 1).join('')}…` : chars.join('')
}

/** The guest columns of the row; a held comment waits in the review queue (docs/api.md §27). */
export function guestColumns(c: SourceComment, answers: string | null) {
  const email = c.email.trim()
  const url = c.link.trim()
  return {
    guest_name: guestName(c.nick),
    guest_email: email && guestEmailError(email, false) === null ? email : null,
    guest_url: url && guestUrlError(url) === null ? url : null,
    guest_token: null,
    to_guest_name: answers,
    status: c.state === 'held' ? STATUS.held : STATUS.published,
  }
}
