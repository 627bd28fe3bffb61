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
