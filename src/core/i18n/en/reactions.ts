import type { Catalogue } from '../catalogue.ts'

const FACES = { like: 'Like', love: 'Love', haha: 'Haha', wow: 'Wow', sad: 'Sad', party: 'Party' }

export const reactions: Catalogue['reactions'] = {
  legend: 'How do you feel about this?',
  face: (kind) => FACES[kind],
  undo: (label) => `Take back “${label}”`,
  failed: 'Could not save your reaction, please retry later',
}
