// The owner's desk for the package: the frame and its sections list (no custom element: the desk
// is a page of the host, for the site's administrator).
export { DESK_CSS, Desk, type DeskProps } from './Desk.tsx'
export type { DeskSection, SectionProps } from './section.ts'
export { DESK_BASE, SECTIONS, sectionFor, sectionPath } from './sections.ts'
