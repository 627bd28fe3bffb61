// The message catalogues (docs/architecture.md §4 Locales). Chinese lives in zh-CN/, one module per
// namespace (a widget's first screen, each part it fetches later, each primitive in a chunk of its
// own), imported by the code that speaks it: a widget's chunk carries only its own words,
// inline, as before. English lives in en/, one module for every namespace, fetched the first
// time an English widget needs it.
import type { api } from './zh-CN/api.ts'
import type { authForm } from './zh-CN/auth-form.ts'
import type { badge } from './zh-CN/badge.ts'
import type { chat } from './zh-CN/chat.ts'
import type { chatPanel } from './zh-CN/chat-panel.ts'
import type { closeButton } from './zh-CN/close-button.ts'
import type { confirmDialog } from './zh-CN/confirm-dialog.ts'
import type { counters } from './zh-CN/counters.ts'
import type { failure } from './zh-CN/failure.ts'
import type { login } from './zh-CN/login.ts'
import type { notifications } from './zh-CN/notifications.ts'
import type { notifyList } from './zh-CN/notify-list.ts'
import type { reactions } from './zh-CN/reactions.ts'
import type { rules } from './zh-CN/rules.ts'
import type { search } from './zh-CN/search.ts'
import type { searchPanel } from './zh-CN/search-panel.ts'
import type { toastStack } from './zh-CN/toast-stack.ts'
import type { ui } from './zh-CN/ui.ts'
import type { Locale } from './locale.ts'

/** A Chinese namespace's shape with its literal strings widened: another locale fills it with its own words. */
export type Words<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Words<T[K]>
}

/**
 * Every namespace, shaped by its Chinese module: another locale's catalogue is typed by this, so a
 * key it lacks (or adds) fails the type check.
 */
export interface Catalogue {
  ui: Words<typeof ui>
  failure: Words<typeof failure>
  badge: Words<typeof badge>
  closeButton: Words<typeof closeButton>
  confirmDialog: Words<typeof confirmDialog>
  toastStack: Words<typeof toastStack>
  api: Words<typeof api>
  counters: Words<typeof counters>
  reactions: Words<typeof reactions>
  login: Words<typeof login>
  authForm: Words<typeof authForm>
  rules: Words<typeof rules>
  search: Words<typeof search>
  searchPanel: Words<typeof searchPanel>
  notifications: Words<typeof notifications>
  notifyList: Words<typeof notifyList>
  chat: Words<typeof chat>
  chatPanel: Words<typeof chatPanel>
}

export type Namespace = keyof Catalogue

/** English: undefined until fetched, null when the fetch failed (Chinese is shown then) */
let english: Catalogue | null | undefined
let loading: Promise<unknown> | undefined

/** True once a widget in `locale` may render: Chinese always (inline), English once its fetch settled. */
export const catalogueReady = (locale: Locale): boolean => locale === 'zh-CN' || english !== undefined

/** Fetches the English catalogue once; settles, never rejects, when it arrived or failed. */
export const loadCatalogue = (): Promise<unknown> =>
  (loading ??= import('./en/index.ts').then(
    (module) => (english = module.en),
    () => (english = null),
  ))

/**
 * A namespace's words in `locale`: the Chinese module the caller passes in, or the English one
 * once fetched (Chinese until then; elements wait for it, docs/architecture.md §Locales).
 */
export function messagesOf<N extends Namespace>(
  locale: Locale,
  namespace: N,
  zh: Catalogue[N],
): Catalogue[N] {
  return locale === 'en' && english ? english[namespace] : zh
}
