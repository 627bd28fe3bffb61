// Helpers for the host's component tests (never imported by a page).
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'

/** Renders a page inside a memory router at `path` (with its query string). */
export function renderAt(ui: ReactElement, path: string) {
  const location = memoryLocation({ path, record: true })
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
  )
  return { ...view, location }
}

const none = () => null

/** The header's lazily loaded widgets as stand-ins that load at once and render nothing (vi.mock). */
export const NO_WIDGETS = {
  loadLogin: async () => ({}),
  loadSearch: async () => ({}),
  loadNotifications: async () => ({}),
  loadChatRoom: async () => ({}),
  LazyLogin: none,
  LazySearch: none,
  LazyNotifications: none,
  LazyChatRoom: none,
}
