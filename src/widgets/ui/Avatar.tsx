import { mediaUrl } from '../../core/config/index.ts'
import { useState } from 'react'
import type { CssVars } from './Dialog.tsx'
import { avatarColor, avatarInitial } from './avatar-letter.ts'
import avatarCss from './avatar.css?inline'
import { usePrimitiveStyles } from './styles.ts'

export interface AvatarProps {
  /** image URL; empty or failing → the first character of `name` on a coloured circle */
  src?: string | null
  /** the person's name: the fallback letter, the colour, and the image's alt text */
  name?: string
  /** px; default 36 */
  size?: number
  /** default circle */
  shape?: 'circle' | 'square'
  className?: string
}

export function Avatar({ src, name = '', size = 36, shape = 'circle', className }: AvatarProps) {
  usePrimitiveStyles(avatarCss)
  // Remember which src failed, so a new src is tried again without an effect.
  const [failed, setFailed] = useState<string | null>(null)
  const showImage = Boolean(src) && failed !== src
  const style: CssVars = { '--xz-avatar-size': `${size}px` }
  const classes = [
    'xz-avatar',
    `xz-avatar--${shape}`,
    showImage ? '' : `xz-avatar--c${avatarColor(name)}`,
    className,
  ]
    .filter(Boolean)
    .join(' ')

  if (showImage && src) {
    return (
      <span className={classes} style={style}>
        <img
          className="xz-avatar__img"
          src={mediaUrl(src)}
          alt={name}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
        />
      </span>
    )
  }
  return (
    <span className={classes} style={style} role="img" aria-label={name || '用户'}>
      {/* drawn by CSS, not DOM text: a button labelled "小明，打开用户菜单" whose text read "小 小明"
          would no longer match its label for speech-input users (axe label-content-name-mismatch) */}
      <span className="xz-avatar__initial" aria-hidden="true" data-initial={avatarInitial(name)} />
    </span>
  )
}
