import { useState } from 'react'
import { avatarColor, avatarInitial } from '../ui/index.ts'

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
  return (
    <span className={`${classes} xz-lk-avatar--c${avatarColor(name)}`} style={style} aria-hidden="true">
      {avatarInitial(name)}
    </span>
  )
}
