import type { SVGAttributes } from 'react'

// Our own icon set: simple geometric strokes on a 24×24 grid, drawn for this project.
// Each icon is one path's data (circles and rounded boxes written as arcs), exported on its own so
// a widget carries only the icons it imports (`import * as icons from '../ui/icons.ts'`, then
// `icons.trash`): bundlers drop the others, where one map of names kept every icon in every widget.
// Dots are zero-length path segments: with round caps they render as filled circles.

/**
 * An icon: its name (the svg's data-icon, for styles and tests), its path's data, and the few
 * attributes that differ from the stroke defaults.
 */
export type IconDrawing = readonly [name: string, d: string, attributes?: SVGAttributes<SVGPathElement>]

export const close: IconDrawing = ['close', 'M6 6l12 12M18 6 6 18']
export const search: IconDrawing = ['search', 'M4.5 11a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0M20 20l-4.4-4.4']
export const bell: IconDrawing = ['bell', 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15zM10 20.5a2 2 0 0 0 4 0']
export const chat: IconDrawing = ['chat', 'M3 4.5h12v8.5H8l-5 3.5zM18 8.5h3v11l-3.5-2.5H10v-2']
export const send: IconDrawing = ['send', 'M21 3 3 10.5l7.5 3L13.5 21zM10.5 13.5l 5-5']
export const image: IconDrawing = [
  'image',
  'M5 4.5h14a2 2 0 0 1 2 2v11a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-11a2 2 0 0 1 2 -2zM8.5 9.5h.01M3.5 17.5l 5-5 4 4 2.5-2.5 5.5 5',
]
export const smile: IconDrawing = [
  'smile',
  'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M8.5 14.5a4 4 0 0 0 7 0M9 9.5h.01M15 9.5h.01',
]
export const heart: IconDrawing = [
  'heart',
  'M12 20s-7.5-4.6-7.5-10.2A4.1 4.1 0 0 1 12 7.4a4.1 4.1 0 0 1 7.5 2.4C19.5 15.4 12 20 12 20z',
]
export const heartFilled: IconDrawing = [
  'heart-filled',
  'M12 20s-7.5-4.6-7.5-10.2A4.1 4.1 0 0 1 12 7.4a4.1 4.1 0 0 1 7.5 2.4C19.5 15.4 12 20 12 20z',
  { fill: 'currentColor' },
]
export const trash: IconDrawing = ['trash', 'M4 7h16M9.5 7V4.5h5V7M6 7l 1 13h10l1-13M10 11v5.5M14 11v5.5']
export const more: IconDrawing = ['more', 'M5 12h.01M12 12h.01M19 12h.01', { strokeWidth: '3' }]
export const user: IconDrawing = ['user', 'M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M4 20.5a8 8 0 0 1 16 0']
export const users: IconDrawing = [
  'users',
  'M5.5 8a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0M2.5 20a6.5 6.5 0 0 1 13 0M15.5 4.7a3.5 3.5 0 0 1 0 6.6M18 14a6.5 6.5 0 0 1 3.5 6',
]
export const arrowUp: IconDrawing = ['arrow-up', 'M12 20V4.5M5 11.5l7-7 7 7']
export const arrowLeft: IconDrawing = ['arrow-left', 'M20 12H4.5M11.5 5l-7 7 7 7']
export const rocket: IconDrawing = [
  'rocket',
  'M12 2.5c3 2.5 4.5 6 4.5 10l-1.8 4H9.3l-1.8-4c0-4 1.5-7.5 4.5-10zM10.2 10a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0M7.5 12 5 15v3.5l3.6-2M16.5 12l2.5 3v3.5l-3.6-2M10.5 19.5l 1.5 2.5 1.5-2.5',
]
export const sun: IconDrawing = [
  'sun',
  'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4',
]
export const moon: IconDrawing = ['moon', 'M20 14.5A8.2 8.2 0 1 1 9.5 4a6.6 6.6 0 0 0 10.5 10.5z']
export const menu: IconDrawing = ['menu', 'M4 6.5h16M4 12h16M4 17.5h16']
export const check: IconDrawing = ['check', 'm5 12.5 4.5 4.5L19 7.5']
export const warning: IconDrawing = ['warning', 'M12 3.5 2.5 20h19zM12 10v4.5M12 17.2h.01']
export const info: IconDrawing = ['info', 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 11v5.5M12 7.8h.01']
export const error: IconDrawing = ['error', 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M9 9l 6 6M15 9l-6 6']
export const refresh: IconDrawing = ['refresh', 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4v4.5H15']
export const copy: IconDrawing = [
  'copy',
  'M10.5 8.5h8a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-8a2 2 0 0 1 -2 -2v-8a2 2 0 0 1 2 -2zM15.5 8.5V4.5a1 1 0 0 0-1-1h-10a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h4',
]
export const link: IconDrawing = [
  'link',
  'M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2',
]
export const lock: IconDrawing = [
  'lock',
  'M7 10.5h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6a2 2 0 0 1 2 -2zM8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2',
]
export const logout: IconDrawing = [
  'logout',
  'M13.5 4H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h7.5M10 12h10.5M17 8l4 4-4 4',
]
export const edit: IconDrawing = ['edit', 'M4 20l1-5L15.5 4.5l4 4L9 19zM13 7l 4 4M13 20h7']
export const comment: IconDrawing = ['comment', 'M4 4.5h16v11.5h-7l-4.5 4v-4H4zM8 9h8M8 12h5']
export const eye: IconDrawing = [
  'eye',
  'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
]
export const clock: IconDrawing = ['clock', 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 7v5l3.5 2']
export const tag: IconDrawing = ['tag', 'M3.5 3.5h7.5l9.5 9.5-7.5 7.5-9.5-9.5zM8 8h.01']
export const folder: IconDrawing = [
  'folder',
  'M3 6.5a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1V18.5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z',
]
export const photo: IconDrawing = [
  'photo',
  'M3.5 8a1 1 0 0 1 1-1h3l1.8-2.5h5.4L16.5 7h3a1 1 0 0 1 1 1v10.5a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1zM8.5 13a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0',
]
