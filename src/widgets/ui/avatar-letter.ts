// The letter and colour of an avatar without a picture, apart from the Avatar component: a widget
// that draws avatars its own way (the links' site icons) needs these two, not Avatar's code and styles.

const PALETTE_SIZE = 8

/** A stable colour index for a name, so one person keeps one colour everywhere. */
export function avatarColor(name: string): number {
  // FNV-1a over code points, then a final mix so the low bits (the palette index) spread well
  let hash = 0x811c9dc5
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619)
  hash ^= hash >>> 15
  hash = Math.imul(hash, 0x2c1b3c6d)
  hash ^= hash >>> 12
  return (hash >>> 0) % PALETTE_SIZE
}

/** The first character (a whole emoji or CJK character, never half a surrogate pair), upper-cased. */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0]
  return first ? first.toUpperCase() : '?'
}
