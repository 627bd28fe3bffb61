// The back-to-top rockets (SPEC §2: the icon varies by theme), drawn for this site on a 64×64 grid.

/** Daytime: a white rocket with a blue window and a warm flame. */
export function RocketDay({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M26 49c0 7 6 13 6 13s6-6 6-13z" fill="#ffb020" />
      <path d="M28.5 49c0 4.5 3.5 8.5 3.5 8.5s3.5-4 3.5-8.5z" fill="#ff6a3d" />
      <path d="M21 36 12 45v6l11-5zM43 36l9 9v6l-11-5z" fill="#e5484d" />
      <path
        d="M32 3c9 7 13 18 12 32l-3 14H23l-3-14C19 21 23 10 32 3z"
        fill="#f7f8fb"
        stroke="#c9ced8"
        strokeWidth="1.5"
      />
      <path d="M32 3c4 3 7 7.5 9 12.5H23C25 10.5 28 6 32 3z" fill="#e5484d" />
      <circle cx="32" cy="27" r="6.5" fill="#3e7bfa" stroke="#c9ced8" strokeWidth="2" />
      <circle cx="30" cy="25" r="2" fill="#b9d0ff" />
      <path d="M29 49h6v5h-6z" fill="#8a919f" />
    </svg>
  )
}

/** Night: a dark rocket with a glowing window, a cool flame and a few stars. */
export function RocketNight({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M8 10h.01M56 14h.01M52 30h.01M10 30h.01"
        stroke="#ffe9a8"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M26 49c0 7 6 13 6 13s6-6 6-13z" fill="#5ad1ff" />
      <path d="M28.5 49c0 4.5 3.5 8.5 3.5 8.5s3.5-4 3.5-8.5z" fill="#e6f7ff" />
      <path d="M21 36 12 45v6l11-5zM43 36l9 9v6l-11-5z" fill="#8b6cff" />
      <path
        d="M32 3c9 7 13 18 12 32l-3 14H23l-3-14C19 21 23 10 32 3z"
        fill="#2f3a56"
        stroke="#6b9bff"
        strokeWidth="1.5"
      />
      <path d="M32 3c4 3 7 7.5 9 12.5H23C25 10.5 28 6 32 3z" fill="#8b6cff" />
      <circle cx="32" cy="27" r="6.5" fill="#ffe08a" stroke="#6b9bff" strokeWidth="2" />
      <circle cx="30" cy="25" r="2" fill="#fff8dc" />
      <path d="M29 49h6v5h-6z" fill="#6b9bff" />
    </svg>
  )
}
