// The accounts stories and component tests log in as (core/testing's), and their avatars.
export { ADMIN, STAMP, XIAOMING } from '../../core/testing/people.ts'

/** A coloured silhouette drawn as SVG, so avatars need no network. */
export function face(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue},60%,70%)"/><circle cx="32" cy="26" r="12" fill="#fff"/><path d="M10 62a22 22 0 0 1 44 0z" fill="#fff"/></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
