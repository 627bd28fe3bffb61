import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChatMessage, readServerFrame, WS_CLOSE_TOO_SLOW } from '../../src/core/contract/index.ts'
import { openSocket, startTestServer, type TestServer } from './harness.ts'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ allowedOrigins: ['http://embed.example:5000'] })
})
afterAll(() => s.close())

describe('chat over the WebSocket', () => {
  it('delivers, recalls, clears and force-offlines between two users and an admin', async () => {
    const alice = await s.newUser('alice')
    const bob = await s.newUser('bob')
    const admin = await s.admin()
    await s.api('PUT', '/api/user/updateOwnUserInfo', {
      token: alice.token,
      body: { nick_name: '爱丽丝', avatar: '/uploads/alice.png' },
    })

    const a = await s.socket()
    const b = await s.socket()
    const root = await s.socket()
    a.send({ type: 'init', user_id: alice.id, token: alice.token })
    expect((await a.next('tips')).content).toContain('爱丽丝')
    b.send({ type: 'init', user_id: bob.id, token: bob.token })
    await b.next('tips')
    root.send({ type: 'init', user_id: admin.id, token: admin.token })
    await root.next('tips')
    const online = await root.next('onlineList', (f) => f.list.length === 3)
    expect(online.list.map((u) => u.user_id).sort()).toEqual([alice.id, bob.id, admin.id].sort())

    a.send({ type: 'message', content: '大家好', content_type: 'text', client_id: 'c-1' })
    const got = await b.next('message')
    expect(got).toMatchObject({
      content: '大家好',
      user_id: alice.id,
      nick_name: '爱丽丝',
      avatar: '/uploads/alice.png',
    })
    expect((await a.next('message')).client_id).toBe('c-1')

    // history has it, and the after_id catch-up returns exactly what came later
    const hist = await s.api<{ list: ChatMessage[] }>('POST', '/api/chat/getChatList', { body: { size: 10 } })
    expect(hist.body.result.list.at(-1)?.content).toBe('大家好')

    a.send({ type: 'revert', message_id: got.id })
    expect((await b.next('revert')).message_id).toBe(got.id)

    // bob may not recall alice's message; the admin may
    a.send({ type: 'message', content: '第二条', content_type: 'text', client_id: 'c-2' })
    const second = await b.next('message')
    await a.next('message')
    b.send({ type: 'revert', message_id: second.id })
    expect((await b.next('error')).message).toBe('权限不足')
    root.send({ type: 'revert', message_id: second.id })
    expect((await a.next('revert', (f) => f.message_id === second.id)).message_id).toBe(second.id)

    // a non-admin's offline is refused
    b.send({ type: 'offline', user_id: alice.id })
    expect((await b.next('error')).message).toBe('权限不足')

    // admin clears through HTTP: everyone hears `clear`
    expect((await s.api('POST', '/api/chat/delete', { token: bob.token })).status).toBe(403)
    expect((await s.api('POST', '/api/chat/delete', { token: admin.token })).status).toBe(200)
    await a.next('clear')
    await b.next('clear')

    root.send({ type: 'offline', user_id: bob.id })
    expect(await b.closed).toBe(4001)
    const after = await a.next('onlineList', (f) => !f.list.some((u) => u.user_id === bob.id))
    expect(after.list.map((u) => u.user_id)).toContain(alice.id)
    for (const sock of [a, root]) sock.ws.close()
  })

  it('sends only frames the browser reads as sent, by the one description in the contract', async () => {
    const writer = await s.newUser('contract')
    const admin = await s.admin()
    const sock = await s.socket()
    sock.send({ type: 'init', user_id: writer.id, token: writer.token })
    await sock.next('tips')
    await sock.next('onlineList')
    sock.send({ type: 'message', content: '带编号', content_type: 'text', client_id: 'c-9' })
    const mine = await sock.next('message')
    // the `blog-v3` client sends neither a client_id nor a numeric id
    sock.send({ type: 'message', content: '不带编号', content_type: 'text' })
    await sock.next('message', (f) => f.content === '不带编号')
    sock.send({ type: 'revert', message_id: String(mine.id) })
    await sock.next('revert')
    sock.send({ type: 'revert', message_id: mine.id })
    expect((await sock.next('error')).message).toBe('消息不存在或已撤回')
    sock.send({ type: 'ping' })
    await sock.next('pong')
    await s.api('POST', '/api/chat/delete', { token: admin.token })
    await sock.next('clear')
    const types = new Set(sock.received.map((f) => (f as { type: string }).type))
    expect([...types].sort()).toEqual(['clear', 'error', 'message', 'onlineList', 'pong', 'revert', 'tips'])
    for (const frame of sock.received) expect(readServerFrame(frame)).toEqual(frame)
    sock.ws.close()
  })

  it('treats a user_id without a valid token as an anonymous reader', async () => {
    const victim = await s.newUser('victim')
    const sock = await s.socket()
    sock.send({ type: 'init', user_id: victim.id, token: 'forged' })
    await sock.next('tips')
    sock.send({ type: 'message', content: '冒充', content_type: 'text', client_id: 'x' })
    expect((await sock.next('error')).message).toBe('请先登录')
    sock.ws.close()
  })

  it('refuses bad frames, empty and oversized text and foreign image urls without dying', async () => {
    const u = await s.newUser('frames')
    const sock = await s.socket()
    sock.send({ type: 'init', user_id: u.id, token: u.token })
    await sock.next('tips')
    sock.ws.send('not json')
    expect((await sock.next('error')).message).toBe('消息格式错误')
    sock.send({ type: 'message', content: '   ', content_type: 'text' })
    expect((await sock.next('error')).message).toBe('请输入消息再发送')
    sock.send({ type: 'message', content: 'x'.repeat(1001), content_type: 'text' })
    expect((await sock.next('error')).message).toContain('1000')
    sock.send({ type: 'message', content: 'https://evil.example/x.png', content_type: 'image' })
    expect((await sock.next('error')).message).toBe('图片地址无效')
    sock.send({ type: 'ping' })
    await sock.next('pong')
    // a frame over the size bound closes that socket only (1009), the server lives on
    sock.ws.send(`{"type":"message","content":"${'y'.repeat(20_000)}"}`)
    expect(await sock.closed).toBe(1009)
    const again = await s.socket()
    again.send({ type: 'ping' })
    await again.next('pong')
    again.ws.close()
  })

  it('pages history backwards with last_id and catches up with after_id', async () => {
    const u = await s.newUser('pager')
    const sock = await s.socket()
    sock.send({ type: 'init', user_id: u.id, token: u.token })
    await sock.next('tips')
    const ids: number[] = []
    for (let i = 1; i <= 13; i++) {
      sock.send({ type: 'message', content: `第${i}条`, content_type: 'text', client_id: `p${i}` })
      ids.push((await sock.next('message', (f) => f.client_id === `p${i}`)).id)
    }
    const newest = await s.api<{ list: ChatMessage[] }>('POST', '/api/chat/getChatList', {
      body: { size: 10 },
    })
    expect(newest.body.result.list.map((m) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `第${i + 4}条`),
    )
    const older = await s.api<{ list: ChatMessage[] }>('POST', '/api/chat/getChatList', {
      body: { size: 10, last_id: newest.body.result.list[0]?.id },
    })
    expect(older.body.result.list.slice(-3).map((m) => m.content)).toEqual(['第1条', '第2条', '第3条'])
    const missed = await s.api<{ list: ChatMessage[] }>('POST', '/api/chat/getChatList', {
      body: { size: 100, after_id: ids[9] },
    })
    expect(missed.body.result.list.map((m) => m.content)).toEqual(['第11条', '第12条', '第13条'])
    sock.ws.close()
  })

  it('deleteOne: own message or admin, else 403; unknown id 404', async () => {
    const owner = await s.newUser('owner')
    const other = await s.newUser('other')
    const sock = await s.socket()
    sock.send({ type: 'init', user_id: owner.id, token: owner.token })
    await sock.next('tips')
    sock.send({ type: 'message', content: '要删的', content_type: 'text', client_id: 'd1' })
    const msg = await sock.next('message')
    expect((await s.api('DELETE', `/api/chat/deleteOne/${msg.id}`)).status).toBe(401)
    expect((await s.api('DELETE', `/api/chat/deleteOne/${msg.id}`, { token: other.token })).status).toBe(403)
    expect((await s.api('DELETE', `/api/chat/deleteOne/${msg.id}`, { token: owner.token })).status).toBe(200)
    expect((await sock.next('revert')).message_id).toBe(msg.id)
    expect((await s.api('DELETE', `/api/chat/deleteOne/${msg.id}`, { token: owner.token })).status).toBe(404)
    sock.ws.close()
  })

  it('tells the room who is online only when that changes: not for anonymous readers or a second tab', async () => {
    const watcher = await s.newUser('watcher')
    const arriver = await s.newUser('arriver')
    const settle = () => new Promise((r) => setTimeout(r, 400))
    const ids = (f: { list: { user_id: number }[] }) => f.list.map((u) => u.user_id)
    const room = await s.socket()
    room.send({ type: 'init', user_id: watcher.id, token: watcher.token })
    await room.next('onlineList', (f) => ids(f).includes(watcher.id))
    await settle()
    const lists = () => room.received.filter((f) => (f as { type: string }).type === 'onlineList').length
    const before = lists()

    // twenty readers who are not signed in: each gets the list, the room hears nothing
    const readers = await Promise.all(Array.from({ length: 20 }, () => s.socket()))
    for (const r of readers) r.send({ type: 'init' })
    for (const r of readers) expect(ids(await r.next('onlineList'))).toContain(watcher.id)
    await settle()
    expect(lists()).toBe(before)

    // a user arriving is news once; their second tab is not
    const tab = await s.socket()
    tab.send({ type: 'init', user_id: arriver.id, token: arriver.token })
    expect(ids(await tab.next('onlineList'))).toContain(arriver.id)
    await room.next('onlineList', (f) => ids(f).includes(arriver.id))
    await settle()
    const second = await s.socket()
    second.send({ type: 'init', user_id: arriver.id, token: arriver.token })
    expect(ids(await second.next('onlineList'))).toContain(arriver.id)
    await settle()
    expect(lists()).toBe(before + 1)
    for (const sock of [room, tab, second, ...readers]) sock.ws.close()
  })

  it('drops a reader that stops reading with 4008 instead of buffering the room for it without bound', async () => {
    const { hub } = s.running.ctx
    const healthy = await s.socket()
    const slow = await s.socket()
    for (const sock of [healthy, slow]) {
      sock.send({ type: 'init' })
      await sock.next('tips')
    }
    const before = hub.size
    // a reader whose tab is frozen: its socket stops reading, the kernel's buffers fill, then the server's
    slow.ws.pause()
    const frame = (id: number) =>
      ({
        type: 'message',
        id,
        user_id: 1,
        nick_name: '站长',
        avatar: '',
        content: '慢'.repeat(1000),
        content_type: 'text',
        createdAt: new Date(0).toISOString(),
      }) as const
    // 3 KB a message: 8,000 of them (24 MB) would all wait in memory for a reader never dropped
    let sent = 0
    while (sent < 8000 && hub.size === before) {
      hub.broadcast(frame(++sent))
      // the healthy reader lives in this process too: let it read between bursts
      if (sent % 20 === 0) await new Promise((r) => setImmediate(r))
    }
    expect(hub.size).toBe(before - 1)
    expect(sent).toBeLessThan(8000)
    const last = await healthy.next('message', (f) => f.id === sent, 10_000)
    expect(last.content).toHaveLength(1000)

    slow.ws.resume()
    expect(await slow.closed).toBe(WS_CLOSE_TOO_SLOW)
    // what was already on its way arrives, in order and whole; the room never waited for it
    const ids = slow.frames.flatMap((f) => (f.type === 'message' ? [f.id] : []))
    expect(ids.length).toBeGreaterThan(0)
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1))
    expect(ids.length).toBeLessThanOrEqual(sent)
    healthy.send({ type: 'ping' })
    await healthy.next('pong')
    healthy.ws.close()
  })

  it('admits listed origins and refuses others, for the socket and the API', async () => {
    const listed = await openSocket(s.wsUrl, { origin: 'http://embed.example:5000' })
    listed.send({ type: 'ping' })
    await listed.next('pong')
    listed.ws.close()
    await expect(openSocket(s.wsUrl, { origin: 'http://evil.example' })).rejects.toThrow(/403/)

    const pre = await fetch(`${s.url}/api/chat/getChatList`, {
      method: 'OPTIONS',
      headers: { origin: 'http://embed.example:5000', 'access-control-request-method': 'POST' },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://embed.example:5000')
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true')
    const evil = await s.api('POST', '/api/chat/getChatList', {
      body: {},
      headers: { origin: 'http://evil.example' },
    })
    expect(evil.status).toBe(403)
  })
})
