import type { ReactNode } from 'react'
import { badgeText } from '../../core/notify/badge.ts'
import badgeCss from './badge.css?inline'
import { usePrimitiveStyles } from './styles.ts'

export interface BadgeProps {
  /** unread count: hidden at 0, "9+" above 9 (the shared badge rule) */
  count?: number
  /** a plain dot instead of the number; shown when count > 0, or always when no count is given */
  dot?: boolean
  /** read by screen readers instead of the number; default "N条未读" / "有未读" */
  label?: string
  /** what the badge sits on (an icon button); without children the badge stands inline */
  children?: ReactNode
  className?: string
}

/** A count (or a dot) pinned to the top-right corner of its child. */
export function Badge({ count, dot = false, label, children, className }: BadgeProps) {
  usePrimitiveStyles(badgeCss)
  const text = count === undefined ? '' : badgeText(count)
  const visible = dot ? count === undefined || text !== '' : text !== ''
  const standalone = children == null
  const classes = ['xz-badge', standalone && 'xz-badge--standalone', className].filter(Boolean).join(' ')
  const spoken = label ?? (dot && text === '' ? '有未读' : `${text}条未读`)

  return (
    <span className={classes}>
      {children}
      {visible ? (
        <>
          <sup
            className={dot ? 'xz-badge__dot' : 'xz-badge__count'}
            part="badge"
            aria-hidden="true"
            data-badge=""
          >
            {dot ? null : text}
          </sup>
          <span className="xz-sr-only">{spoken}</span>
        </>
      ) : null}
    </span>
  )
}
