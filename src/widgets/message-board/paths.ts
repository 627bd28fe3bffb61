import type { MouseEvent } from 'react'

/** The board's screens: the board itself, one reader's own entries, the form, one entry. */
export type BoardView = 'list' | 'mine' | 'publish' | 'detail'

export const BOARD_VIEWS: readonly BoardView[] = ['list', 'mine', 'publish', 'detail']

/** A screen of the board: which view, and for the detail or the editing form which entry. */
export interface Screen {
  view: BoardView
  id: number | null
}

/** How the host should change history: the form after saving replaces itself, as a redirect would. */
export interface NavigateOptions {
  replace?: boolean
}

/**
 * Asked before the board changes screen, with the host's path of that screen. A host that
 * routes returns false (the element: a cancelled `xz-navigate`); otherwise the board switches in place.
 */
export type NavigateHandler = (path: string, options?: NavigateOptions) => unknown

/** The host's path of a screen: /message/list, /message/detail?id=3, /message/publish?id=3. */
export function pathOf(screen: Screen): string {
  const query = screen.id === null ? '' : `?id=${screen.id}`
  switch (screen.view) {
    case 'detail':
      return `/message/detail${query}`
    case 'publish':
      return `/message/publish${query}`
    case 'mine':
      return '/userCenter'
    default:
      return '/message/list'
  }
}

/** A view named by an attribute, or the board when it names none we know. */
export function viewOf(value: unknown): BoardView {
  return BOARD_VIEWS.find((v) => v === value) ?? 'list'
}

/** A positive integer from a number or a numeric string (a property set from markup or a framework). */
export function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null
}

/** A click the browser should handle itself: new tab or window, download, or not the main button. */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}
