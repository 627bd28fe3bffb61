/** The site's mark: a little house ("小站", a small station) with a lit window. Same as the favicon. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className="xz-logo"
    >
      <rect x="2" y="2" width="60" height="60" rx="16" fill="#3e7bfa" />
      <path
        d="M14 31 32 15l18 16"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M19 29v19h26V29" fill="none" stroke="#fff" strokeWidth="5" strokeLinejoin="round" />
      <rect x="28" y="34" width="8" height="8" rx="1.5" fill="#ffd35c" />
    </svg>
  )
}
