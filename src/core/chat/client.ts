import { nanoid } from 'nanoid'
import { createStore, type StoreApi } from 'zustand/vanilla'
import {
  CHAT_AFTER_MAX,
  CHAT_PAGE_SIZE,
  CHAT_RECONNECT_CHECK_MS,
  CHAT_RETRY_DELAY_MS,
  CHAT_RETRY_MAX,
  type ChatContentType,
  type ChatListQuery,
  type ChatMessage,
  type ClientFrame,
  MSG,
  type OnlineUser,
  WS_CLOSE_FORCED_OFFLINE,
} from '../contract/index.ts'
import { validateChatText } from '../validate/chat.ts'
import { mergeMessages } from './merge.ts'
import { parseServerFrame } from './parse.ts'

/** The part of the browser WebSocket this client uses; the real one and test fakes both fit. */
export interface WebSocketLike {
  readonly readyState: number
  onopen: ((event: Event) => unknown) | null
  onmessage: ((event: MessageEvent) => unknown) | null
  onclose: ((event: CloseEvent) => unknown) | null
  onerror: ((event: Event) => unknown) | null
  send(data: string): void
  close(code?: number, reason?: string): void
}

export type WebSocketCtor = new (url: string) => WebSocketLike

export interface ChatAuth {
  user_id?: number
  token?: string
}

export type ChatNotifyKind = 'success' | 'warning' | 'error' | 'info'

export interface ChatClientDeps {
  url: () => string
  WebSocketImpl: WebSocketCtor
  /** read at every use, so a login or logout elsewhere on the page is seen at once */
  getAuth: () => ChatAuth | null
  loadHistory: (query: ChatListQuery) => Promise<ChatMessage[]>
  notify: (kind: ChatNotifyKind, title: string, message?: string) => void
  makeId?: () => string
  /** keep-alive period while open; 0 turns pings off */
  pingIntervalMs?: number
}

/**
 * idle: never started · connecting: a socket is opening or a retry is scheduled · open ·
 * closed: not connected (waiting for the 30 s check, or halted) · failed: retries used up.
 */
export type ChatStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'failed'

export interface PendingMessage {
  client_id: string
  content: string
  content_type: ChatContentType
  /** handed to a socket; waiting for the server's echo */
  sent: boolean
}

export interface ChatState {
  status: ChatStatus
  /**
   * A connect failed or an open connection dropped, and the client is trying again (the retry
   * timer or the 30 s check); false again once open, and after connect(). For the status line:
   * "连接中…" versus "聊天室连接失败 正在重新连接".
   */
  reconnecting: boolean
  /** oldest first, unique by id */
  messages: ChatMessage[]
  online: OnlineUser[]
  unread: number
  hasMore: boolean
  loadingHistory: boolean
  pending: PendingMessage[]
  /** whether the panel is on screen; messages arriving while it is do not count as unread */
  visible: boolean

  /** Starts the connection (a fresh connect: the server's tips are shown as a toast). */
  connect(): void
  /**
   * A chat widget arrived on the page: starts the connection like `connect`, except after this
   * page's user was forced offline, which only their own 重新连接 (`connect`) undoes.
   */
  join(): void
  /** The chat component is gone: closes the socket, stops every timer, never reconnects. */
  disconnect(): void
  /** Same room, new identity (after login or logout): reopens the socket if the client is started. */
  reconnect(): void
  /** Returns the client_id of the queued message, or null when refused (with a toast). */
  send(content: string, content_type?: ChatContentType): string | null
  revert(messageId: number): boolean
  forceOffline(userId: number): boolean
  loadInitial(): Promise<void>
  loadOlder(): Promise<void>
  markAllRead(): void
  setVisible(visible: boolean): void
  /** Gives up on a pending message the server will not echo (e.g. it answered with an error). */
  discardPending(clientId: string): void
}

export type ChatStore = StoreApi<ChatState>

export const CHAT_PING_MS = 25_000
/** Pages of CHAT_AFTER_MAX fetched at most after a reconnect; a longer absence shows the newest gap. */
export const CHAT_CATCH_UP_ROUNDS = 5

export const CHAT_MSG = {
  connectFailed: '聊天室连接失败 正在重新连接',
  forcedOffline: '你已被管理员强制下线',
  notConnected: '聊天室未连接，请稍后再试',
  revertDone: '撤回成功',
} as const

const WS_OPEN = 1
const WS_CONNECTING = 0
const CLOSE_NORMAL = 1000

export function createChatClient(deps: ChatClientDeps): ChatStore {
  const makeId = deps.makeId ?? (() => nanoid())
  const pingMs = deps.pingIntervalMs ?? CHAT_PING_MS

  let socket: WebSocketLike | null = null
  let socketStartedAt = 0
  let socketOpened = false
  let tipsSeen = false
  /** user the current socket identified as in `init`; null when anonymous */
  let socketUserId: number | null = null

  /** between connect() and disconnect() */
  let active = false
  /** automatic reconnects are off (forced offline, absent from the online list, retries used up) */
  let halted = true
  /**
   * The user an admin forced offline on this page (close 4001, or missing from the online list
   * while connected as them). Neither a widget mounted later nor a renewed token of the same user
   * may reconnect them; only their own 重新连接 or another identity does.
   */
  let kickedUserId: number | null = null
  /** set by connect(): the next tips is shown; automatic reconnects stay quiet */
  let announceTips = false
  /**
   * The panel was open at some point in this page's life: only then is a welcome tip worth a
   * toast. Before that it waits here and shows when the panel first opens.
   */
  let panelSeen = false
  let heldTip: string | null = null
  let everOpened = false
  let retries = 0
  let failureNotified = false

  let checkTimer: ReturnType<typeof setInterval> | null = null
  let retryTimer: ReturnType<typeof setTimeout> | null = null
  let pingTimer: ReturnType<typeof setInterval> | null = null

  /** newest message id ever seen, the after_id of the catch-up */
  let lastSeenId: number | null = null
  let historyLoaded = false
  /** bumped by `clear`: history answers requested before it are stale */
  let epoch = 0
  /** a revert can race a history page that still holds the message */
  const reverted = new Set<number>()
  const ownReverts = new Set<number>()
  /** sent over a socket that died before the echo: maybe stored, maybe not */
  const unconfirmed = new Set<string>()
  let catchUp: Promise<void> | null = null

  const store = createStore<ChatState>()(() => ({
    status: 'idle',
    reconnecting: false,
    messages: [],
    online: [],
    unread: 0,
    hasMore: false,
    loadingHistory: false,
    pending: [],
    visible: false,
    connect,
    join,
    disconnect,
    reconnect,
    send,
    revert,
    forceOffline,
    loadInitial,
    loadOlder,
    markAllRead: () => store.setState({ unread: 0 }),
    setVisible: (visible: boolean) => {
      store.setState(visible ? { visible, unread: 0 } : { visible })
      if (!visible) return
      panelSeen = true
      if (heldTip !== null) deps.notify('success', MSG.tipTitle, heldTip)
      heldTip = null
    },
    discardPending: (clientId: string) => {
      unconfirmed.delete(clientId)
      store.setState((s) => ({ pending: s.pending.filter((p) => p.client_id !== clientId) }))
    },
  }))

  const warn = (message: string): void => deps.notify('warning', MSG.tipTitle, message)

  const currentUserId = (): number | null => {
    const auth = deps.getAuth()
    return auth?.user_id != null && auth.token ? auth.user_id : null
  }

  const ready = (): boolean => socket !== null && socketOpened && tipsSeen && socket.readyState === WS_OPEN

  function sendFrame(frame: ClientFrame): boolean {
    if (!socket || socket.readyState !== WS_OPEN) return false
    try {
      socket.send(JSON.stringify(frame))
      return true
    } catch {
      // A socket can close between the readyState check and send; the close handler recovers.
      return false
    }
  }

  // ── connection ────────────────────────────────────────────────────────────

  function connect(): void {
    kickedUserId = null
    if (active && !halted && (socket || retryTimer)) return
    active = true
    halted = false
    retries = 0
    failureNotified = false
    announceTips = true
    store.setState({ reconnecting: false })
    startCheck()
    openSocket()
  }

  function join(): void {
    if (kickedUserId !== null) {
      active = true
      return
    }
    connect()
  }

  function disconnect(): void {
    const wasStarted = active || socket !== null
    active = false
    halt(wasStarted ? 'closed' : store.getState().status)
  }

  function reconnect(): void {
    if (!active) return
    if (kickedUserId !== null && kickedUserId === currentUserId()) return
    kickedUserId = null
    halted = false
    retries = 0
    failureNotified = false
    startCheck()
    openSocket()
  }

  function halt(status: ChatStatus): void {
    halted = true
    stopCheck()
    clearRetry()
    dropSocket()
    store.setState({ status, reconnecting: false })
  }

  function startCheck(): void {
    if (checkTimer === null) checkTimer = setInterval(check, CHAT_RECONNECT_CHECK_MS)
  }

  function stopCheck(): void {
    if (checkTimer !== null) clearInterval(checkTimer)
    checkTimer = null
  }

  function clearRetry(): void {
    if (retryTimer !== null) clearTimeout(retryTimer)
    retryTimer = null
  }

  /** Every 30 s, reconnect if the socket is not open (docs/api.md §20.1). */
  function check(): void {
    if (halted || retryTimer !== null) return
    if (socket?.readyState === WS_OPEN) return
    // A socket still opening gets one full period before it is presumed hung.
    if (socket?.readyState === WS_CONNECTING && Date.now() - socketStartedAt < CHAT_RECONNECT_CHECK_MS) return
    openSocket()
  }

  function openSocket(): void {
    clearRetry()
    dropSocket()
    let ws: WebSocketLike
    try {
      ws = new deps.WebSocketImpl(deps.url())
    } catch {
      // A malformed URL throws synchronously; treat it like any refused connection.
      connectFailed()
      return
    }
    socket = ws
    socketStartedAt = Date.now()
    socketOpened = false
    tipsSeen = false
    store.setState({ status: 'connecting' })
    ws.onopen = () => {
      if (socket === ws) opened()
    }
    ws.onmessage = (event) => {
      if (socket === ws) received(event.data)
    }
    ws.onerror = () => {
      // Before open an error is the failed connect; after open the close event that follows says it.
      if (socket === ws && !socketOpened) {
        dropSocket()
        connectFailed()
      }
    }
    ws.onclose = (event) => {
      if (socket === ws) closed(event.code)
    }
  }

  /** Forgets the current socket and closes it; its late events can no longer reach the store. */
  function dropSocket(): void {
    const ws = socket
    socket = null
    socketOpened = false
    tipsSeen = false
    socketUserId = null
    stopPing()
    if (!ws) return
    ws.onopen = null
    ws.onmessage = null
    ws.onerror = null
    ws.onclose = null
    if (ws.readyState === WS_OPEN || ws.readyState === WS_CONNECTING) {
      try {
        ws.close(CLOSE_NORMAL)
      } catch {
        // Closing an already failing socket may throw in some engines; it is gone either way.
      }
    }
    const { pending, online } = store.getState()
    const inFlight = pending.filter((p) => p.sent)
    for (const p of inFlight) unconfirmed.add(p.client_id)
    store.setState({
      online: online.length ? [] : online,
      pending: inFlight.length ? pending.map((p) => (p.sent ? { ...p, sent: false } : p)) : pending,
    })
  }

  function opened(): void {
    socketOpened = true
    retries = 0
    failureNotified = false
    socketUserId = currentUserId()
    const auth = deps.getAuth()
    sendFrame(
      socketUserId !== null ? { type: 'init', user_id: socketUserId, token: auth?.token } : { type: 'init' },
    )
    store.setState({ status: 'open', reconnecting: false })
    startPing()
    catchUp = everOpened ? fetchMissed() : null
    everOpened = true
  }

  function closed(code: number): void {
    const wasOpen = socketOpened
    const userId = socketUserId
    dropSocket()
    if (code === WS_CLOSE_FORCED_OFFLINE) {
      kickedUserId = userId
      halt('closed')
      warn(CHAT_MSG.forcedOffline)
      return
    }
    if (halted) {
      store.setState({ status: 'closed' })
      return
    }
    if (wasOpen) {
      // A dropped connection: the 30 s check brings it back; the user hears about it once.
      notifyFailureOnce()
      store.setState({ status: 'closed', reconnecting: true })
      return
    }
    connectFailed()
  }

  /** A connect that never opened: retry every 5 s, CHAT_RETRY_MAX times, then give up. */
  function connectFailed(): void {
    notifyFailureOnce()
    if (retries >= CHAT_RETRY_MAX) {
      halt('failed')
      return
    }
    retries += 1
    store.setState({ status: 'connecting', reconnecting: true })
    retryTimer = setTimeout(() => {
      retryTimer = null
      if (!halted) openSocket()
    }, CHAT_RETRY_DELAY_MS)
  }

  // One toast per failure episode (until the next successful open), not one per retry.
  function notifyFailureOnce(): void {
    if (failureNotified) return
    failureNotified = true
    deps.notify('error', MSG.errorTitle, CHAT_MSG.connectFailed)
  }

  function startPing(): void {
    stopPing()
    if (pingMs > 0) pingTimer = setInterval(() => sendFrame({ type: 'ping' }), pingMs)
  }

  function stopPing(): void {
    if (pingTimer !== null) clearInterval(pingTimer)
    pingTimer = null
  }

  // ── frames from the server ───────────────────────────────────────────────

  function received(data: unknown): void {
    const frame = parseServerFrame(data)
    if (!frame) return
    switch (frame.type) {
      case 'tips':
        tipsSeen = true
        if (announceTips) {
          announceTips = false
          if (panelSeen) deps.notify('success', MSG.tipTitle, frame.content)
          else heldTip = frame.content
        }
        void flushAfterTips(socket)
        return
      case 'message': {
        const { type: _type, client_id, ...message } = frame
        addMessages([message], client_id)
        return
      }
      case 'onlineList':
        store.setState({ online: frame.list })
        // A user missing from the list was forced offline elsewhere (another tab, an
        // admin); staying connected would show them as a ghost, reconnecting would undo the kick.
        if (socketUserId !== null && !frame.list.some((u) => u.user_id === socketUserId)) {
          kickedUserId = socketUserId
          halt('closed')
        }
        return
      case 'revert':
        reverted.add(frame.message_id)
        store.setState((s) => ({ messages: s.messages.filter((m) => m.id !== frame.message_id) }))
        if (ownReverts.delete(frame.message_id)) deps.notify('success', MSG.tipTitle, CHAT_MSG.revertDone)
        return
      case 'clear':
        epoch += 1
        store.setState({ messages: [], hasMore: false })
        return
      case 'error':
        warn(frame.message)
        return
      default:
        // pong and anything newer than this client: nothing to do.
        return
    }
  }

  /** Adds messages (live or caught up), drops the pending copies they answer, counts unread. */
  function addMessages(incoming: ChatMessage[], clientId?: string): void {
    const fresh = incoming.filter((m) => !reverted.has(m.id))
    for (const m of fresh) if (lastSeenId === null || m.id > lastSeenId) lastSeenId = m.id
    const me = currentUserId()
    store.setState((s) => {
      const known = new Set(s.messages.map((m) => m.id))
      const added = fresh.filter((m) => !known.has(m.id))
      const fromOthers = added.filter((m) => m.user_id !== me).length
      let pending = s.pending
      if (clientId !== undefined) pending = pending.filter((p) => p.client_id !== clientId)
      if (clientId !== undefined) unconfirmed.delete(clientId)
      return {
        messages: added.length ? mergeMessages(s.messages, added) : s.messages,
        pending,
        unread: s.visible ? s.unread : s.unread + fromOthers,
      }
    })
  }

  async function flushAfterTips(ws: WebSocketLike | null): Promise<void> {
    // After a reconnect the catch-up decides which half-sent messages actually arrived.
    if (catchUp) await catchUp
    if (ws === null || socket !== ws || !ready()) return
    const pending = store.getState().pending
    if (!pending.some((p) => !p.sent)) return
    const next = pending.map((p) => {
      if (p.sent) return p
      const ok = sendFrame({
        type: 'message',
        content: p.content,
        content_type: p.content_type,
        client_id: p.client_id,
      })
      if (ok) unconfirmed.delete(p.client_id)
      return ok ? { ...p, sent: true } : p
    })
    store.setState({ pending: next })
  }

  /** After any reconnect: everything newer than the last message seen, so nothing is lost. */
  async function fetchMissed(): Promise<void> {
    // Before the first history load there is nothing on screen to continue from.
    if (lastSeenId === null && !historyLoaded) return
    const startEpoch = epoch
    let after = lastSeenId ?? 0
    for (let round = 0; round < CHAT_CATCH_UP_ROUNDS; round += 1) {
      const page = await fetchPage({ size: CHAT_AFTER_MAX, after_id: after })
      if (page === null || epoch !== startEpoch) return
      settleUnconfirmed(page)
      addMessages(page)
      if (page.length < CHAT_AFTER_MAX) return
      after = page.reduce((max, m) => Math.max(max, m.id), after)
    }
  }

  /**
   * A message sent just before the socket died may have been stored without its echo reaching us.
   * Rows carry no client_id, so an own caught-up row with the same content counts as its arrival;
   * the rest are sent again after tips.
   */
  function settleUnconfirmed(page: ChatMessage[]): void {
    if (unconfirmed.size === 0) return
    const me = currentUserId()
    let pending = store.getState().pending
    for (const row of page) {
      if (row.user_id !== me) continue
      const match = pending.find(
        (p) =>
          unconfirmed.has(p.client_id) && p.content === row.content && p.content_type === row.content_type,
      )
      if (!match) continue
      unconfirmed.delete(match.client_id)
      pending = pending.filter((p) => p !== match)
    }
    store.setState({ pending })
  }

  // ── history ──────────────────────────────────────────────────────────────

  async function fetchPage(query: ChatListQuery): Promise<ChatMessage[] | null> {
    try {
      const list = await deps.loadHistory(query)
      return Array.isArray(list) ? list : []
    } catch {
      // The API layer already toasts HTTP failures (docs/api.md §1.1); a second toast here would double it.
      return null
    }
  }

  async function loadPage(query: ChatListQuery): Promise<void> {
    if (store.getState().loadingHistory) return
    const startEpoch = epoch
    store.setState({ loadingHistory: true })
    const page = await fetchPage(query)
    if (page === null || epoch !== startEpoch) {
      store.setState({ loadingHistory: false })
      return
    }
    historyLoaded = true
    const fresh = page.filter((m) => !reverted.has(m.id))
    for (const m of fresh) if (lastSeenId === null || m.id > lastSeenId) lastSeenId = m.id
    store.setState((s) => ({
      messages: mergeMessages(s.messages, fresh),
      // "load more" only when a full page came back (docs/api.md §20.1).
      hasMore: page.length >= CHAT_PAGE_SIZE,
      loadingHistory: false,
    }))
  }

  function loadInitial(): Promise<void> {
    return loadPage({ size: CHAT_PAGE_SIZE })
  }

  function loadOlder(): Promise<void> {
    const { messages, hasMore } = store.getState()
    const oldest = messages[0]
    if (!oldest) return loadInitial()
    if (!hasMore) return Promise.resolve()
    return loadPage({ size: CHAT_PAGE_SIZE, last_id: oldest.id })
  }

  // ── actions ──────────────────────────────────────────────────────────────

  function send(content: string, content_type: ChatContentType = 'text'): string | null {
    if (currentUserId() === null) {
      warn(MSG.loginFirst)
      return null
    }
    const text = typeof content === 'string' ? content : ''
    const problem =
      content_type === 'text' ? validateChatText(text) : text.trim() === '' ? MSG.emptyChat : null
    if (problem) {
      warn(problem)
      return null
    }
    const client_id = makeId()
    // Not ready yet (connecting, or open before tips): queued and flushed after tips (docs/api.md §20.1).
    const sent = ready() && sendFrame({ type: 'message', content: text, content_type, client_id })
    store.setState((s) => ({ pending: [...s.pending, { client_id, content: text, content_type, sent }] }))
    return client_id
  }

  // Reverts and kicks are not queued: acting on a stale screen minutes later would surprise.
  function sendAction(frame: ClientFrame): boolean {
    if (currentUserId() === null) {
      warn(MSG.loginFirst)
      return false
    }
    if (!ready() || !sendFrame(frame)) {
      warn(CHAT_MSG.notConnected)
      return false
    }
    return true
  }

  function revert(messageId: number): boolean {
    const ok = sendAction({ type: 'revert', message_id: messageId })
    if (ok) ownReverts.add(messageId)
    return ok
  }

  function forceOffline(userId: number): boolean {
    return sendAction({ type: 'offline', user_id: userId })
  }

  return store
}
