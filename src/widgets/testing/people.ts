// The accounts stories and component tests log in as, so each file need not spell them again.
import type { UserInfo } from '../../core/contract/index.ts'

export const STAMP = '2024-01-01T00:00:00.000Z'

/** A coloured silhouette drawn as SVG, so avatars need no network. */
export function face(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue},60%,70%)"/><circle cx="32" cy="26" r="12" fill="#fff"/><path d="M10 62a22 22 0 0 1 44 0z" fill="#fff"/></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** a registered user */
export const XIAOMING: UserInfo = {
  id: 2,
  username: 'xiaoming',
  nick_name: '小明',
  avatar: '',
  role: 2,
  createdAt: STAMP,
}

/** the site owner */
export const ADMIN: UserInfo = {
  id: 1,
  username: 'admin',
  nick_name: '站长',
  avatar: '',
  role: 1,
  createdAt: STAMP,
}
