import { getChatList } from '../api/chat.ts'
import { getConfig } from '../config/index.ts'
import { sessionStore } from '../session/index.ts'
import { lazyStore } from '../storage/lazy-store.ts'
import { toast } from '../toast/index.ts'
import { type ChatClientDeps, type ChatStore, createChatClient, type WebSocketCtor } from './client.ts'

/** What ties a chat client to this page: the session's identity, the history API and the toasts. */
export const PAGE_CHAT_WIRING: Pick<ChatClientDeps, 'getAuth' | 'loadHistory' | 'notify'> = {
  getAuth: () => {
    const { token, userInfo } = sessionStore.getState()
    return token && userInfo ? { user_id: userInfo.id, token } : null
  },
  loadHistory: async (query) => (await getChatList(query)).list,
  notify: (kind, title, message) => toast.show(kind, title, message),
}

/**
 * The page's one chat connection, shared by every chat widget on it (docs/architecture.md §11): two
 * <xz-chat-room> elements, or the host's floating button and its /message/chat page, read
 * the same store and the same socket.
 */
export const chatStore: ChatStore & { isCreated(): boolean } = lazyStore(() => {
  const store = createChatClient({
    url: () => getConfig().wsUrl,
    WebSocketImpl: globalThis.WebSocket as unknown as WebSocketCtor,
    ...PAGE_CHAT_WIRING,
  })
  // A login or logout elsewhere on the page changes who this socket speaks for. Login stores
  // the token before the user info arrives, so the identity is the pair: reconnecting on the
  // token alone would send an anonymous init and the server would refuse the next message.
  const identity = () => {
    const { token, userInfo } = sessionStore.getState()
    return token && userInfo ? `${userInfo.id}:${token}` : null
  }
  let lastIdentity = identity()
  sessionStore.subscribe(() => {
    const next = identity()
    if (next === lastIdentity) return
    lastIdentity = next
    store.getState().reconnect()
  })
  return store
})

/** Delay before the last user's release really disconnects: a widget moved in the DOM comes back within it. */
export const CHAT_RELEASE_GRACE_MS = 1_000

let users = 0
let releaseTimer: ReturnType<typeof setTimeout> | undefined

/** A chat widget mounted: connect (once for the page) and load the newest page. */
export function acquireChat(): () => void {
  users += 1
  clearTimeout(releaseTimer)
  const state = chatStore.getState()
  state.join() // no-op while a connection is live or being retried, or after a forced offline
  if (state.messages.length === 0 && !state.loadingHistory) void state.loadInitial()
  let released = false
  return () => {
    if (released) return
    released = true
    users -= 1
    if (users > 0) return
    releaseTimer = setTimeout(() => {
      if (users === 0) chatStore.getState().disconnect()
    }, CHAT_RELEASE_GRACE_MS)
  }
}
