import type { SVGAttributes } from 'react'
import type { IconDrawing } from './icons.ts'

export interface IconProps extends SVGAttributes<SVGSVGElement> {
  /** a drawing of icons.ts, e.g. `icons.trash` */
  icon: IconDrawing
  /** px, both sides; default 20 */
  size?: number
  /** accessible name; without it the icon is decorative (aria-hidden) */
  title?: string
}

/** An inline SVG icon in the current text colour. */
export function Icon({ icon: [name, d, attributes], size = 20, title, className, ...rest }: IconProps) {
  const labelled = Boolean(title)
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: titled icons get role="img", a label and a <title>; others are aria-hidden
    <svg
      className={className ? `xz-icon ${className}` : 'xz-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {labelled ? <title>{title}</title> : null}
      <path d={d} {...attributes} />
    </svg>
  )
}
