export * from './search.ts'
export { type HighlightSegment, highlight } from './highlight.ts'
