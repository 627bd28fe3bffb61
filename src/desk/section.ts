import type { ComponentType, LazyExoticComponent } from 'react'
import type { IconDrawing } from '../widgets/ui/index.ts'

/** What the frame hands a section: where inside it we are, and a way to move. */
export interface SectionProps {
  /** the address after `/desk/<section>`: '' for the section's start, '/write' for a sub-page */
  subpath: string
  /** the query string, with its '?' (or '') */
  search: string
  /** goes to a desk address (`/desk/articles/write?id=3`) or a site one (`/article?id=3`) */
  navigate(to: string, options?: { replace?: boolean }): void
}

export interface DeskSection {
  /** the address segment: /desk/<key> */
  key: string
  /** the Chinese name in the menu and the page title */
  label: string
  icon: IconDrawing
  /** the section's screen, fetched when first opened */
  view: LazyExoticComponent<ComponentType<SectionProps>>
  /** a number the menu shows beside the label when above 0 (审核: items waiting for review) */
  count?: () => Promise<number>
}
