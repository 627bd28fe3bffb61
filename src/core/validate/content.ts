import { COMMENT_MAX, TALK_MAX } from '../contract/index.ts'
import { textError } from './text.ts'

// Comments and talks (说说): their text rules, for the composers and the routes alike.

export function commentError(value: unknown): string | null {
  return textError(value, { label: '评论内容', max: COMMENT_MAX })
}

export function talkError(value: unknown): string | null {
  return textError(value, { label: '说说内容', max: TALK_MAX })
}
