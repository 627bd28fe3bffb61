import type { ReactNode, SVGAttributes } from 'react'

// Our own icon set: simple geometric strokes on a 24×24 grid, drawn for this project.
// Every icon is a function so each render gets fresh elements (Preact must not see a vnode twice).
// Dots are zero-length path segments: with round caps they render as filled circles.
const ICONS = {
  close: () => <path d="M6 6l12 12M18 6 6 18" />,
  search: () => (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.4-4.4" />
    </>
  ),
  bell: () => (
    <>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
  chat: () => (
    <>
      <path d="M3 4.5h12v8.5H8l-5 3.5z" />
      <path d="M18 8.5h3v11l-3.5-2.5H10v-2" />
    </>
  ),
  send: () => (
    <>
      <path d="M21 3 3 10.5l7.5 3L13.5 21z" />
      <path d="m10.5 13.5 5-5" />
    </>
  ),
  image: () => (
    <>
      <rect x="3" y="4.5" width="18" height="15" rx="2" />
      <path d="M8.5 9.5h.01" />
      <path d="m3.5 17.5 5-5 4 4 2.5-2.5 5.5 5" />
    </>
  ),
  smile: () => (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5a4 4 0 0 0 7 0" />
      <path d="M9 9.5h.01M15 9.5h.01" />
    </>
  ),
  heart: () => (
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.1 4.1 0 0 1 12 7.4a4.1 4.1 0 0 1 7.5 2.4C19.5 15.4 12 20 12 20z" />
  ),
  'heart-filled': () => (
    <path
      fill="currentColor"
      d="M12 20s-7.5-4.6-7.5-10.2A4.1 4.1 0 0 1 12 7.4a4.1 4.1 0 0 1 7.5 2.4C19.5 15.4 12 20 12 20z"
    />
  ),
  trash: () => (
    <>
      <path d="M4 7h16M9.5 7V4.5h5V7" />
      <path d="m6 7 1 13h10l1-13" />
      <path d="M10 11v5.5M14 11v5.5" />
    </>
  ),
  more: () => <path strokeWidth="3" d="M5 12h.01M12 12h.01M19 12h.01" />,
  user: () => (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5a8 8 0 0 1 16 0" />
    </>
  ),
  users: () => (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M15.5 4.7a3.5 3.5 0 0 1 0 6.6M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>
  ),
  'arrow-up': () => <path d="M12 20V4.5M5 11.5l7-7 7 7" />,
  'arrow-left': () => <path d="M20 12H4.5M11.5 5l-7 7 7 7" />,
  rocket: () => (
    <>
      <path d="M12 2.5c3 2.5 4.5 6 4.5 10l-1.8 4H9.3l-1.8-4c0-4 1.5-7.5 4.5-10z" />
      <circle cx="12" cy="10" r="1.8" />
      <path d="M7.5 12 5 15v3.5l3.6-2M16.5 12l2.5 3v3.5l-3.6-2" />
      <path d="m10.5 19.5 1.5 2.5 1.5-2.5" />
    </>
  ),
  sun: () => (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
    </>
  ),
  moon: () => <path d="M20 14.5A8.2 8.2 0 1 1 9.5 4a6.6 6.6 0 0 0 10.5 10.5z" />,
  menu: () => <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  check: () => <path d="m5 12.5 4.5 4.5L19 7.5" />,
  warning: () => (
    <>
      <path d="M12 3.5 2.5 20h19z" />
      <path d="M12 10v4.5M12 17.2h.01" />
    </>
  ),
  info: () => (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.8h.01" />
    </>
  ),
  error: () => (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </>
  ),
  refresh: () => (
    <>
      <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
      <path d="M19.5 4v4.5H15" />
    </>
  ),
  copy: () => (
    <>
      <rect x="8.5" y="8.5" width="12" height="12" rx="2" />
      <path d="M15.5 8.5V4.5a1 1 0 0 0-1-1h-10a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h4" />
    </>
  ),
  link: () => (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1.2 1.2" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2" />
    </>
  ),
  lock: () => (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
    </>
  ),
  logout: () => (
    <>
      <path d="M13.5 4H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h7.5" />
      <path d="M10 12h10.5M17 8l4 4-4 4" />
    </>
  ),
  edit: () => (
    <>
      <path d="M4 20l1-5L15.5 4.5l4 4L9 19z" />
      <path d="m13 7 4 4M13 20h7" />
    </>
  ),
  comment: () => (
    <>
      <path d="M4 4.5h16v11.5h-7l-4.5 4v-4H4z" />
      <path d="M8 9h8M8 12h5" />
    </>
  ),
  eye: () => (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  clock: () => (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  tag: () => (
    <>
      <path d="M3.5 3.5h7.5l9.5 9.5-7.5 7.5-9.5-9.5z" />
      <path d="M8 8h.01" />
    </>
  ),
  folder: () => <path d="M3 6.5a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1V18.5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />,
  photo: () => (
    <>
      <path d="M3.5 8a1 1 0 0 1 1-1h3l1.8-2.5h5.4L16.5 7h3a1 1 0 0 1 1 1v10.5a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
} satisfies Record<string, () => ReactNode>

export type IconName = keyof typeof ICONS

/** Every icon name, in declaration order (stories, pickers). */
export const ICON_NAMES = Object.keys(ICONS) as IconName[]

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  name: IconName
  /** px, both sides; default 20 */
  size?: number
  /** accessible name; without it the icon is decorative (aria-hidden) */
  title?: string
}

/** An inline SVG icon in the current text colour. */
export function Icon({ name, size = 20, title, className, ...rest }: IconProps) {
  const draw = ICONS[name]
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
      {draw ? draw() : null}
    </svg>
  )
}
