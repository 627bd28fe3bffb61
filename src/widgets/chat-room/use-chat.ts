import { useEffect, useRef, useState } from 'react'
import { acquireChat, type ChatStore } from '../../core/chat/index.ts'
import type { ChatMessage } from '../../core/contract/index.ts'

/**
 * Starts the chat while mounted. The page store is shared, so it goes through `acquireChat`
 * (one socket for every widget, kept through a DOM move); an injected store (tests, stories) is
 * this widget's own: connected here and disconnected on unmount.
 */
export function useChatConnection(injected: ChatStore | undefined): void {
  useEffect(() => {
    if (!injected) return acquireChat()
    const state = injected.getState()
    state.connect()
    if (state.messages.length === 0 && !state.loadingHistory) void state.loadInitial()
    return () => injected.getState().disconnect()
  }, [injected])
}

// Which widgets show a store's messages right now. The store has one `visible` flag; two widgets
// on a page (the floating button and the /message/chat page) must not clear each other's.
const viewers = new WeakMap<ChatStore, Set<object>>()

/** While `shown`, messages count as read (the unread badge counts what was not seen). */
export function useChatVisibility(store: ChatStore, shown: boolean): void {
  useEffect(() => {
    if (!shown) return
    const token = {}
    let set = viewers.get(store)
    if (!set) {
      set = new Set()
      viewers.set(store, set)
    }
    set.add(token)
    store.getState().setVisible(true)
    const current = set
    return () => {
      current.delete(token)
      if (current.size === 0) store.getState().setVisible(false)
    }
  }, [store, shown])
}

/**
 * Calls `onMessage` for every message that arrives live (or is caught up after a reconnect),
 * never for history pages: those come with the end of a `loadingHistory` phase.
 */
export function useMessageEvents(
  store: ChatStore,
  onMessage: ((message: ChatMessage) => void) | undefined,
): void {
  const latest = useRef(onMessage)
  latest.current = onMessage
  useEffect(() => {
    const newest = (list: ChatMessage[]) =>
      list.reduce<number | null>((max, m) => (max === null || m.id > max ? m.id : max), null)
    let seen = newest(store.getState().messages)
    return store.subscribe((state, prev) => {
      if (state.messages === prev.messages) return
      const historyPage = prev.loadingHistory && !state.loadingHistory
      const fresh = historyPage ? [] : state.messages.filter((m) => seen === null || m.id > seen)
      const top = newest(state.messages)
      if (top !== null && (seen === null || top > seen)) seen = top
      for (const message of fresh) latest.current?.(message)
    })
  }, [store])
}

/** The current time, refreshed every `periodMs` while `active` (relative times stay true). */
export function useNow(active: boolean, periodMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), periodMs)
    return () => clearInterval(timer)
  }, [active, periodMs])
  return now
}

export { mediaUrl } from '../../core/config/index.ts'
