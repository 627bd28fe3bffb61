import spinnerCss from './spinner.css?inline'
import { usePrimitiveStyles } from './styles.ts'

export interface SpinnerProps {
  /** small 12px, medium 16px (default), large 28px */
  size?: 'small' | 'medium' | 'large'
  /** announced to screen readers; without it the spinner is decorative */
  label?: string
  className?: string
}

/** A rotating ring in the current text colour. */
export function Spinner({ size = 'medium', label, className }: SpinnerProps) {
  usePrimitiveStyles(spinnerCss)
  const classes = ['xz-spinner', `xz-spinner--${size}`, className].filter(Boolean).join(' ')
  if (!label) return <span className={classes} aria-hidden="true" />
  return (
    <span className={classes} role="status">
      <span className="xz-sr-only">{label}</span>
    </span>
  )
}
