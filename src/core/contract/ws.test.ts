import { describe, expect, expectTypeOf, it } from 'vitest'
import type { ChatMessage, OnlineUser } from './entities.ts'
import { CLIENT_ID_MAX, type ClientFrame, readClientFrame, readServerFrame, type ServerFrame } from './ws.ts'

describe('the frame description gives the types both sides write', () => {
  it('reads a chat message frame as the ChatMessage entity', () => {
    expectTypeOf<Extract<ServerFrame, { type: 'onlineList' }>['list'][number]>().toEqualTypeOf<OnlineUser>()
    type MessageFrame = Extract<ServerFrame, { type: 'message' }>
    expectTypeOf<Omit<MessageFrame, 'type' | 'client_id'>>().toEqualTypeOf<ChatMessage>()
    expectTypeOf<MessageFrame['client_id']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<Extract<ClientFrame, { type: 'revert' }>>().toEqualTypeOf<{
      type: 'revert'
      message_id: number
    }>()
  })
})

describe('readClientFrame (what the server accepts)', () => {
  it('takes our client frames as they are', () => {
    const frames: ClientFrame[] = [
      { type: 'init', user_id: 3, token: 't' },
      { type: 'init' },
      { type: 'message', content: '你好', content_type: 'text', client_id: 'c-1' },
      { type: 'offline', user_id: 4 },
      { type: 'revert', message_id: 5 },
      { type: 'ping' },
    ]
    for (const frame of frames) expect(readClientFrame(frame)).toEqual(frame)
  })

  it("takes the `blog-v3` client's spellings: ids as strings, empty ids and tokens, no client_id", () => {
    expect(readClientFrame({ type: 'init', user_id: '', token: null })).toEqual({ type: 'init' })
    expect(readClientFrame({ type: 'init', user_id: '7' })).toEqual({ type: 'init', user_id: 7 })
    expect(readClientFrame({ type: 'revert', message_id: '12' })).toEqual({ type: 'revert', message_id: 12 })
    expect(readClientFrame({ type: 'message', content: 'x', content_type: 'image' })).toEqual({
      type: 'message',
      content: 'x',
      content_type: 'image',
    })
  })

  it('drops unknown fields and refuses what no client sends', () => {
    expect(readClientFrame({ type: 'ping', extra: 1 })).toEqual({ type: 'ping' })
    for (const bad of [
      null,
      [],
      'ping',
      { type: 'hello' },
      { type: 'toString' },
      { type: 'revert' },
      { type: 'revert', message_id: 0 },
      { type: 'revert', message_id: 2_147_483_648 },
      { type: 'revert', message_id: 1.5 },
      { type: 'revert', message_id: '-1' },
      { type: 'offline', user_id: 'abc' },
      { type: 'message', content: 'x', content_type: 'video' },
      { type: 'message', content: 3, content_type: 'text' },
      { type: 'message', content: 'x', content_type: 'text', client_id: 'c'.repeat(CLIENT_ID_MAX + 1) },
      { type: 'init', token: 5 },
    ]) {
      expect(readClientFrame(bad), JSON.stringify(bad)).toBeNull()
    }
  })
})

describe('readServerFrame (what the browser accepts)', () => {
  it('fills missing text with defaults and skips broken online entries', () => {
    expect(readServerFrame({ type: 'tips' })).toEqual({ type: 'tips', content: '' })
    expect(readServerFrame({ type: 'error', message: '' })).toEqual({ type: 'error', message: '操作失败' })
    expect(readServerFrame({ type: 'onlineList', list: [{ user_id: 1 }, { nope: 1 }] })).toEqual({
      type: 'onlineList',
      list: [{ user_id: 1, nick_name: '', avatar: '' }],
    })
  })

  it('refuses ids that are not numbers and messages without their fields', () => {
    expect(readServerFrame({ type: 'revert', message_id: '1' })).toBeNull()
    expect(readServerFrame({ type: 'message', id: 1, user_id: 2, content: 'x' })).toBeNull()
    expect(readServerFrame({ type: 'onlineList' })).toBeNull()
  })
})
