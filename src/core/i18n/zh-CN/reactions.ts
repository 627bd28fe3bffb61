// <xz-reactions>: what the six faces are called lives with them (core/reactions/faces.ts).
import type { Reaction } from '../../contract/index.ts'
import { REACTION_FACES } from '../../reactions/faces.ts'

export const reactions = {
  legend: '你对这篇内容的态度',
  face: (kind: Reaction): string => REACTION_FACES[kind].label,
  undo: (label: string) => `取消“${label}”`,
  failed: '表态失败，请稍后再试',
}
