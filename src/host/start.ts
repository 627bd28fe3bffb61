import { addView } from '../core/api/site.ts'
import { greeting, welcomeText } from '../core/format/index.ts'
import { prefsStore } from '../core/prefs/index.ts'
import { isLoggedIn, sessionStore } from '../core/session/index.ts'
import { toast } from '../core/toast/index.ts'
import { loadToastStack } from '../widgets/ui/Toaster.tsx'

/** What `window.name` is set to after the first welcome, so a reload of this tab is quiet. */
export const WINDOW_NAME = 'xiaozhan'

/** The welcome toast waits this long, so the page (and its Toaster) is up when it shows. */
export const WELCOME_DELAY_MS = 800

export interface StartDeps {
  win?: Pick<Window, 'name'>
  delayMs?: number
  /** the page arrived with the page headers (they need no request) */
  pageHeadersKnown?: boolean
}

/**
 * On every app start: count the view; and, for a fresh tab (empty `window.name`), fetch
 * the page headers (unless the page brought them), greet the visitor by the hour (and name) and mark the tab as greeted.
 */
export function startApp({
  win = window,
  delayMs = WELCOME_DELAY_MS,
  pageHeadersKnown = false,
}: StartDeps = {}): void {
  void addView().catch(() => {})
  if (win.name !== '') return
  win.name = WINDOW_NAME
  if (!pageHeadersKnown) void prefsStore.getState().loadPageHeaders()
  // the toasts' stack comes in its own chunk: fetch it during the delay, not after the greeting
  void loadToastStack().catch(() => {})
  setTimeout(() => {
    const session = sessionStore.getState()
    const user = isLoggedIn(session) ? session.userInfo : null
    const title = welcomeText(user)
    if (user) toast.success(title)
    else toast.success(title, greeting())
  }, delayMs)
}
