import type { MouseEvent } from 'react'

/** A click the page should handle as a link; others (new tab, download…) are left to the browser. */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
