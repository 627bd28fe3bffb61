import { describe, expect, it } from 'vitest'
import { readServerFrame, SERVER_FRAME, type ServerFrame } from '../contract/index.ts'
import { parseServerFrame } from './parse.ts'

// The browser's parser is hand-written to stay small in the chat bundle; these tests hold it to
// the contract's description of the frames, which the server's own test checks its output against.

const message = {
  id: 9,
  user_id: 2,
  nick_name: '小明',
  avatar: '/uploads/a.png',
  content: '你好',
  content_type: 'text',
  createdAt: '2026-01-02T03:04:05.000Z',
} as const

/** One full frame of every type the contract describes (TypeScript holds each to the description). */
const SAMPLES: Record<ServerFrame['type'], ServerFrame> = {
  tips: { type: 'tips', content: '欢迎来到聊天室，登录后即可发言' },
  message: { type: 'message', ...message, client_id: 'c-1' },
  onlineList: { type: 'onlineList', list: [{ user_id: 2, nick_name: '小明', avatar: '' }] },
  revert: { type: 'revert', message_id: 9 },
  clear: { type: 'clear' },
  error: { type: 'error', message: '权限不足' },
  pong: { type: 'pong' },
}

/** Frames that are wrong in each way a frame can be: missing, mistyped or unknown fields. */
const ODD: unknown[] = [
  { type: 'tips' },
  { type: 'tips', content: 5 },
  { type: 'message', ...message, client_id: undefined },
  { type: 'message', ...message, nick_name: null, avatar: 3, createdAt: undefined },
  { type: 'message', ...message, id: '9' },
  { type: 'message', ...message, user_id: 1.5 },
  { type: 'message', ...message, content: 7 },
  { type: 'message', ...message, content_type: 'video' },
  { type: 'message', ...message, extra: 'x' },
  { type: 'onlineList', list: [{ user_id: 1 }, { nope: 1 }, null, { user_id: '2' }] },
  { type: 'onlineList', list: 'everyone' },
  { type: 'onlineList' },
  { type: 'revert', message_id: '1' },
  { type: 'revert' },
  { type: 'error' },
  { type: 'error', message: '' },
  { type: 'clear', list: [] },
  { type: 'typing' },
  { type: 'toString' },
  { nope: 1 },
  [],
  null,
  42,
  'pong',
]

describe('parseServerFrame against the contract', () => {
  it('has a sample for every frame type the contract describes', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(SERVER_FRAME.byType).sort())
  })

  it.each(Object.values(SAMPLES))('reads a $type frame as the server wrote it', (frame) => {
    expect(readServerFrame(frame)).toEqual(frame)
    expect(parseServerFrame(JSON.stringify(frame))).toEqual(frame)
  })

  it.each(ODD.map((frame) => [JSON.stringify(frame), frame]))('reads %s as the contract does', (_, frame) => {
    expect(parseServerFrame(JSON.stringify(frame))).toEqual(readServerFrame(frame))
  })

  it('returns null for broken JSON and binary data', () => {
    expect(parseServerFrame('{')).toBeNull()
    expect(parseServerFrame(new ArrayBuffer(2))).toBeNull()
  })
})
