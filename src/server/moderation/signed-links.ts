import type { Kysely } from 'kysely'
import type { HeldKind } from '../../core/contract/index.ts'
import type { DB } from '../db/schema.ts'
import { sign } from './secret.ts'

// The one-click 通过 / 删除 links in the owner's e-mail about a held item (docs/api.md §27):
// the action, the item and an expiry, signed with the moderation secret, valid 7 days. The
// link opens a page with one button; the button's POST acts, so a mail scanner that fetches
// every link in a message approves or deletes nothing.

const LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000
export type LinkAction = 'approve' | 'reject'

export interface LinkOrder {
  action: LinkAction
  kind: HeldKind
  id: number
  /** ms since the epoch */
  expires: number
}

const SHAPE = /^(approve|reject)\.(comment|message)\.(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/

async function linkToken(db: Kysely<DB>, order: LinkOrder): Promise<string> {
  const body = `${order.action}.${order.kind}.${order.id}.${order.expires}`
  return `${body}.${await sign(db, 'review-link', body)}`
}

/** The order a token carries, or a Chinese reason it is refused. */
export async function readLinkToken(
  db: Kysely<DB>,
  token: unknown,
  now = Date.now(),
): Promise<LinkOrder | { problem: string }> {
  const match = typeof token === 'string' ? SHAPE.exec(token) : null
  if (!match) return { problem: '链接无效' }
  const [, action, kind, id, expires, signature] = match as unknown as [
    string,
    LinkAction,
    HeldKind,
    string,
    string,
    string,
  ]
  if (signature !== (await sign(db, 'review-link', `${action}.${kind}.${id}.${expires}`))) {
    return { problem: '链接无效' }
  }
  if (Number(expires) < now) return { problem: '链接已过期，请到管理后台处理' }
  return { action, kind, id: Number(id), expires: Number(expires) }
}

/**
 * The two links for the owner's mail about a held item. `siteUrl` is the public address
 * (XZ_SITE_URL), without a trailing slash.
 */
export async function reviewLinks(
  db: Kysely<DB>,
  siteUrl: string,
  item: { kind: HeldKind; id: number },
  now = Date.now(),
): Promise<{ approve: string; reject: string }> {
  const base = `${siteUrl.replace(/\/+$/, '')}/api/moderation/link?t=`
  const expires = now + LINK_TTL_MS
  const url = async (action: LinkAction) =>
    base + encodeURIComponent(await linkToken(db, { action, ...item, expires }))
  return { approve: await url('approve'), reject: await url('reject') }
}
