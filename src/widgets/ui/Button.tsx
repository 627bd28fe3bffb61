import { type ButtonHTMLAttributes, forwardRef, type MouseEvent, type ReactNode } from 'react'
import { Icon } from './Icon.tsx'
import type { IconDrawing } from './icons.ts'
import { Spinner } from './Spinner.tsx'
import buttonCss from './button.css?inline'
import { usePrimitiveStyles } from './styles.ts'

export type ButtonVariant = 'primary' | 'default' | 'text' | 'danger'
export type ButtonSize = 'small' | 'medium' | 'large'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** default 'default' */
  variant?: ButtonVariant
  /** default 'medium' */
  size?: ButtonSize
  /** shows a spinner and ignores clicks while keeping focus where it is */
  loading?: boolean
  /** leading icon (replaced by the spinner while loading) */
  icon?: IconDrawing
  /** an icon-only button: square, the children are its accessible name (visually hidden) */
  iconOnly?: boolean
  /** full width */
  block?: boolean
  children?: ReactNode
}

const ICON_PX: Record<ButtonSize, number> = { small: 14, medium: 16, large: 18 }

/**
 * The one button. `type` defaults to "button" so a button inside a form never submits by accident.
 * While loading it stays focusable (aria-disabled) instead of dropping focus to the page.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'default',
    size = 'medium',
    loading = false,
    icon,
    iconOnly = false,
    block = false,
    type = 'button',
    className,
    disabled,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  usePrimitiveStyles(buttonCss)
  const classes = [
    'xz-button',
    `xz-button--${variant}`,
    `xz-button--${size}`,
    iconOnly && 'xz-button--icon-only',
    block && 'xz-button--block',
    loading && 'xz-button--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ')

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }

  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? (
        <Spinner size={size === 'large' ? 'medium' : 'small'} />
      ) : icon ? (
        <Icon icon={icon} size={ICON_PX[size]} />
      ) : null}
      {iconOnly ? (
        <span className="xz-sr-only">{children}</span>
      ) : children != null ? (
        <span className="xz-button__label">{children}</span>
      ) : null}
    </button>
  )
})
