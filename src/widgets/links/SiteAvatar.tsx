import { useState } from 'react'
import { avatarColor, avatarInitial } from '../ui/avatar-letter.ts'

/** The letter avatars' backgrounds, top-left to bottom-right; `avatarColor` picks one by name. */
const GRADIENTS = [
  ['#5b8cff', '#3e63dd'],
  ['#ff8a65', '#e5484d'],
  ['#4cc38a', '#30a46c'],
  ['#f5a524', '#e2780f'],
  ['#b18cff', '#7b61ff'],
  ['#3dd6d0', '#0d9488'],
  ['#f472b6', '#db2777'],
  ['#94a3b8', '#64748b'],
] as const

export interface SiteAvatarProps {
  src?: string
  name: string
  /** px; default 48 */
  size?: number
  shape?: 'circle' | 'rounded'
}

/** A site's icon, or its first letter on a colour of its own when there is none (or it fails). */
export function SiteAvatar({ src, name, size = 48, shape = 'rounded' }: SiteAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const showImage = Boolean(src) && failed !== src
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) }
  const classes = `xz-lk-avatar xz-lk-avatar--${shape}`
  if (showImage && src) {
    return (
      <span className={classes} style={style}>
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(src)} />
      </span>
    )
  }
  const [from, to] = GRADIENTS[avatarColor(name)] ?? GRADIENTS[0]
  return (
    <span
      className={classes}
      style={{ ...style, background: `linear-gradient(135deg, ${from}, ${to})` }}
      aria-hidden="true"
    >
      {avatarInitial(name)}
    </span>
  )
}
