import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RawData, type ServerOptions, type WebSocket, WebSocketServer } from 'ws'
import { MSG, readClientFrame, ROLE_ADMIN } from '../../core/contract/index.ts'
import { validateChatText } from '../../core/validate/index.ts'
import type { AuthUser, ServerContext } from '../context.ts'
import { socketOriginAllowed } from '../http/allowed-origins.ts'
import { HttpError } from '../http/envelope.ts'
import { parseClientJson } from '../http/validate.ts'
import { sessionFromCookieHeader } from '../auth/session-cookie.ts'
import { revertChatMessage } from './revert.ts'
import { insertChatMessage } from './chat-sql.ts'
import { screenChat } from '../moderation/field-screens.ts'
import { HEARTBEAT_SLOTS } from './hub.ts'

/** A frame bigger than this is refused by ws itself (close 1009). */
const MAX_FRAME_BYTES = 16 * 1024
/** Each socket is pinged once in this time; the hub spreads the pings over its slots. */
const HEARTBEAT_MS = 30_000
/** A closing handshake the other side never answers (a reader dropped for being too slow) ends this soon. */
const CLOSE_TIMEOUT_MS = 5_000
/** "Service Restart" (RFC 6455 registry): the client should reconnect, and will reach another instance. */
const WS_CLOSE_RESTART = 1012

/** A text frame's JSON, or undefined for binary frames and broken JSON (both refused as malformed). */
function parseJson(text: string | null): unknown {
  try {
    return parseClientJson(text ?? '')
  } catch {
    return undefined
  }
}

/**
 * What the handler keeps per socket beyond the hub's record: the login cookie of its upgrade
 * request, and the frames still being handled (one at a time, so a user's messages keep their
 * order; null when none is).
 */
interface SocketState {
  cookieToken: string | null
  queue: Promise<void> | null
}

/** The socket answers on both spellings; the `blog-v3` client connects to `/ws/`. */
const SOCKET_PATHS = new Set(['/ws', '/ws/'])

/** Handles `GET /ws` upgrades on the HTTP server; returns a function that detaches and closes all. */
export function attachChatSocket(server: Server, ctx: ServerContext) {
  // closeTimeout is ws's (8.22+), not yet in its type declarations
  const options: ServerOptions & { closeTimeout: number } = {
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    closeTimeout: CLOSE_TIMEOUT_MS,
    // the server tracks its sockets once, in the hub
    clientTracking: false,
  }
  const wss = new WebSocketServer(options)
  const { hub } = ctx
  const states = new WeakMap<WebSocket, SocketState>()

  const onUpgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0]
    if (!SOCKET_PATHS.has(path ?? '')) return socket.destroy()
    if (!(await socketOriginAllowed(ctx, req.headers.origin, req.headers.host))) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
      return socket.destroy()
    }
    const cookieToken = sessionFromCookieHeader(req.headers.cookie)
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, cookieToken))
  }

  // One listener of each kind for every socket (`this` is the socket), not closures per socket:
  // thousands of idle readers each cost only their hub record and this state.
  function onPong(this: WebSocket) {
    hub.markAlive(this)
  }
  function onGone(this: WebSocket) {
    hub.remove(this)
  }
  function onMessage(this: WebSocket, data: RawData, isBinary: boolean) {
    const state = states.get(this)
    if (!state) return
    const text = isBinary ? null : data.toString()
    const run = (state.queue ?? Promise.resolve())
      .then(() => handle(this, text, state.cookieToken))
      .catch((err) => {
        const message = err instanceof HttpError ? err.message : MSG.serverError
        if (!(err instanceof HttpError)) ctx.options.log(`[chat] ${String(err)}`)
        hub.send(this, { type: 'error', message })
      })
      .then(() => {
        if (state.queue === run) state.queue = null
      })
    state.queue = run
  }

  const accept = (ws: WebSocket, cookieToken: string | null) => {
    states.set(ws, { cookieToken, queue: null })
    hub.add(ws)
    ws.on('pong', onPong)
    ws.on('close', onGone)
    ws.on('error', onGone)
    ws.on('message', onMessage)
  }

  const handle = async (ws: WebSocket, text: string | null, cookieToken: string | null) => {
    hub.markAlive(ws)
    const frame = readClientFrame(parseJson(text))
    if (!frame) return hub.send(ws, { type: 'error', message: '消息格式错误' })
    const user = hub.userOf(ws)
    switch (frame.type) {
      case 'ping':
        return hub.send(ws, { type: 'pong' })
      case 'init':
        return init(ws, frame.user_id, frame.token || (frame.user_id ? cookieToken : null))
      case 'message':
        return sendMessage(ws, user, frame.content, frame.content_type, frame.client_id)
      case 'revert':
        return revert(ws, user, frame.message_id)
      case 'offline':
        if (user?.role !== ROLE_ADMIN) return hub.send(ws, { type: 'error', message: MSG.forbidden })
        hub.forceOffline(frame.user_id)
        return
    }
  }

  /**
   * The token proves the user id. Without one in the frame, a user_id is believed only when
   * the login cookie of the upgrade request names the same user; otherwise the reader is
   * anonymous.
   */
  const init = async (ws: WebSocket, userId: number | undefined, token: string | null | undefined) => {
    let user: AuthUser | null = null
    const claims = await ctx.tokens.verify(token)
    if (claims && (userId === undefined || userId === claims.id)) {
      user =
        (await ctx.db
          .selectFrom('users')
          .select(['id', 'role', 'username', 'nick_name', 'avatar'])
          .where('id', '=', claims.id)
          .where('disabled', '=', 0)
          .executeTakeFirst()) ?? null
    }
    hub.send(ws, {
      type: 'tips',
      content: user ? `欢迎 ${user.nick_name} 进入聊天室` : '欢迎来到聊天室，登录后即可发言',
    })
    hub.identify(ws, user)
  }

  const sendMessage = async (
    ws: WebSocket,
    user: AuthUser | null,
    content: string,
    contentType: 'text' | 'image',
    clientId: string | undefined,
  ) => {
    if (!user) return hub.send(ws, { type: 'error', message: MSG.loginFirst })
    await ctx.limits.chat.hit(`u:${user.id}`)
    const body = contentType === 'text' ? content.trim() : content
    if (contentType === 'text') {
      // the browser's rule, so an emoji-heavy message the form accepts is not refused here
      const error = validateChatText(body)
      if (error) return hub.send(ws, { type: 'error', message: error })
    } else if (!/^\/uploads\/[\w.-]+$/.test(body)) {
      return hub.send(ws, { type: 'error', message: '图片地址无效' })
    }
    // listed words are starred in the room, never refused (docs/api.md §27)
    const shown = contentType === 'text' ? await screenChat(ctx.db, body) : body
    const saved = await insertChatMessage(ctx.db, user.id, shown, contentType)
    hub.broadcast({ type: 'message', ...saved, client_id: clientId })
  }

  const revert = async (ws: WebSocket, user: AuthUser | null, messageId: number) => {
    if (!user) return hub.send(ws, { type: 'error', message: MSG.loginFirst })
    await revertChatMessage(ctx, user, messageId)
  }

  const heartbeat = setInterval(() => hub.sweep(), HEARTBEAT_MS / HEARTBEAT_SLOTS)
  heartbeat.unref()
  server.on('upgrade', onUpgrade)
  return () => {
    clearInterval(heartbeat)
    server.off('upgrade', onUpgrade)
    hub.closeAll(WS_CLOSE_RESTART, 'server restarting')
    wss.close()
  }
}
