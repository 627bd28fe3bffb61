/**
 * The notification drawer's state: paged list, read marking, deletion, routing.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import { toastMessageFor } from '../api/failure.ts'
import { deleteNotify, getNotifyList, updateNotify } from '../api/notify.ts'
import { getConfig } from '../config/index.ts'
import { NOTIFY_PAGE_SIZE, type Notify, type NotifyQuery, type Paged } from '../contract/index.ts'
import { sessionStore } from '../session/index.ts'
import { lazyStore } from '../storage/lazy-store.ts'
import { toast as pageToast } from '../toast/index.ts'
import { hasMore, isUnread, MSG_DELETE_FAILED, MSG_DELETE_OK, type RouteDecision, routeFor } from './rules.ts'

export interface NotifyState {
  list: Notify[]
  /** the last page loaded */
  current: number
  total: number
  loading: boolean
  /** the last load failed (the API layer already toasted why) */
  error: boolean
  /** the drawer */
  open: boolean
  setOpen(open: boolean): void
  loadFirst(): Promise<void>
  loadMore(): Promise<void>
  /** PUT update; the row becomes read (isView 2). Resolves false on failure */
  markRead(id: number): Promise<boolean>
  /** PUT delete; toasts "删除成功" or the server's message */
  remove(id: number): Promise<boolean>
  /**
   * After a click: marks it read (if unread, in the background), closes the drawer and resets
   * paging to 1. Returns where to go synchronously, so a new window opens inside the click.
   */
  openItem(item: Notify): RouteDecision | null
  /** forget everything (logout) */
  reset(): void
}

export type NotifyStore = StoreApi<NotifyState>

export interface NotifyDeps {
  api?: {
    getNotifyList(query: NotifyQuery): Promise<Paged<Notify>>
    updateNotify(id: number): Promise<void>
    deleteNotify(id: number): Promise<void>
  }
  getUserId?: () => number | null
  getAdminSiteUrl?: () => string
  toast?: Pick<typeof pageToast, 'success' | 'error'>
}

const EMPTY = { list: [] as Notify[], current: 1, total: 0, loading: false, error: false }

export function createNotifyStore(deps: NotifyDeps = {}): NotifyStore {
  const api = deps.api ?? { getNotifyList, updateNotify, deleteNotify }
  const getUserId = deps.getUserId ?? (() => sessionStore.getState().userInfo?.id ?? null)
  const getAdminSiteUrl = deps.getAdminSiteUrl ?? (() => getConfig().adminSiteUrl)
  const toast = deps.toast ?? pageToast
  // Each load takes a ticket; an answer arriving after a newer load (or a reset) is dropped.
  let ticket = 0

  return createStore<NotifyState>()((set, get) => {
    const fetchPage = async (current: number): Promise<Paged<Notify> | null> => {
      const userId = getUserId()
      if (userId === null) return null
      return api.getNotifyList({ current, size: NOTIFY_PAGE_SIZE, userId })
    }

    return {
      ...EMPTY,
      open: false,

      setOpen: (open) => set({ open }),

      loadFirst: async () => {
        const mine = ++ticket
        set({ loading: true, error: false })
        try {
          const page = await fetchPage(1)
          if (mine !== ticket) return
          set(page ? { list: page.list, total: page.total, current: 1, loading: false } : { ...EMPTY })
        } catch {
          if (mine === ticket) set({ loading: false, error: true })
        }
      },

      loadMore: async () => {
        const state = get()
        if (state.loading || !hasMore(state)) return
        const mine = ++ticket
        const next = state.current + 1
        set({ loading: true, error: false })
        try {
          const page = await fetchPage(next)
          if (mine !== ticket) return
          if (!page) {
            set({ ...EMPTY })
            return
          }
          // Reading a row moves it behind the unread ones on the server, so pages can overlap.
          const seen = new Set(get().list.map((n) => n.id))
          const fresh = page.list.filter((n) => !seen.has(n.id))
          set({ list: [...get().list, ...fresh], total: page.total, current: next, loading: false })
        } catch {
          if (mine === ticket) set({ loading: false, error: true })
        }
      },

      markRead: async (id) => {
        try {
          await api.updateNotify(id)
        } catch {
          return false
        }
        set({ list: get().list.map((n) => (n.id === id ? { ...n, isView: 2 } : n)) })
        return true
      },

      remove: async (id) => {
        try {
          await api.deleteNotify(id)
        } catch (error) {
          const message = toastMessageFor(error, MSG_DELETE_FAILED)
          if (message) toast.error(message)
          return false
        }
        const list = get().list.filter((n) => n.id !== id)
        const removed = list.length < get().list.length
        set({ list, total: removed ? Math.max(0, get().total - 1) : get().total })
        toast.success(MSG_DELETE_OK)
        return true
      },

      openItem: (item) => {
        const decision = routeFor(item, getAdminSiteUrl())
        if (isUnread(item)) void get().markRead(item.id)
        // Page 1 again, and only page 1's rows, so `current` keeps describing the list.
        set({ open: false, current: 1, list: get().list.slice(0, NOTIFY_PAGE_SIZE) })
        return decision
      },

      reset: () => {
        ticket++
        set({ ...EMPTY, open: false })
      },
    }
  })
}

/** The page's notifications; a logout empties them so the next user never sees them. */
export const notifyStore = lazyStore(() => {
  const store = createNotifyStore()
  sessionStore.subscribe((state, prev) => {
    if (prev.token && !state.token) store.getState().reset()
  })
  return store
})
