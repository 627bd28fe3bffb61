// The back-to-top rocket (the icon varies by theme), drawn for this site on a 64×64 grid:
// by day white with a blue window and a warm flame, by night dark with a glowing window, a cool
// flame and a few stars.
// [flame outer, flame inner, fins, hull, rim, window, glint, nozzle]
const PALETTE = {
  light: ['#ffb020', '#ff6a3d', '#e5484d', '#f7f8fb', '#c9ced8', '#3e7bfa', '#b9d0ff', '#8a919f'],
  dark: ['#5ad1ff', '#e6f7ff', '#8b6cff', '#2f3a56', '#6b9bff', '#ffe08a', '#fff8dc', '#6b9bff'],
} as const

export function Rocket({ theme, size = 48 }: { theme: 'light' | 'dark'; size?: number }) {
  const [flame, core, fins, hull, rim, glass, glint, nozzle] = PALETTE[theme]
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {theme === 'dark' ? (
        <path
          d="M8 10h.01M56 14h.01M52 30h.01M10 30h.01"
          stroke="#ffe9a8"
          strokeWidth="3"
          strokeLinecap="round"
        />
      ) : null}
      <path d="M26 49c0 7 6 13 6 13s6-6 6-13z" fill={flame} />
      <path d="M28.5 49c0 4.5 3.5 8.5 3.5 8.5s3.5-4 3.5-8.5z" fill={core} />
      <path d="M21 36 12 45v6l11-5zM43 36l9 9v6l-11-5z" fill={fins} />
      <path
        d="M32 3c9 7 13 18 12 32l-3 14H23l-3-14C19 21 23 10 32 3z"
        fill={hull}
        stroke={rim}
        strokeWidth="1.5"
      />
      <path d="M32 3c4 3 7 7.5 9 12.5H23C25 10.5 28 6 32 3z" fill={fins} />
      <circle cx="32" cy="27" r="6.5" fill={glass} stroke={rim} strokeWidth="2" />
      <circle cx="30" cy="25" r="2" fill={glint} />
      <path d="M29 49h6v5h-6z" fill={nozzle} />
    </svg>
  )
}
