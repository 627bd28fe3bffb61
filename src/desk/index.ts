// The owner's desk: an app beside the host, which loads it lazily under `/desk` for the site's
// administrator. No custom element and not in the npm package: the frame and its sections list.
export { DESK_CSS, Desk, type DeskProps } from './Desk.tsx'
export type { DeskSection, SectionProps } from './section.ts'
export { DESK_BASE, SECTIONS, sectionFor, sectionPath } from './sections.ts'
