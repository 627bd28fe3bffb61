// The page's shared session and toasts as component tests set and watch them.
import type { UserInfo } from '../../core/contract/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { onToast, type ToastEvent } from '../../core/toast/index.ts'

/** Puts the page's shared session in a state: anonymous (null), a user or the admin. */
export function setSession(user: UserInfo | null): void {
  sessionStore.setState(
    user
      ? { token: `mock-token-${user.id}`, userInfo: user, hasToken: true, hasInfo: true, showLogin: false }
      : { token: null, userInfo: null, hasToken: false, hasInfo: false, showLogin: false },
  )
}

/** Collects the toasts raised until `stop()`. */
export function collectToasts(): { toasts: ToastEvent[]; stop: () => void } {
  const toasts: ToastEvent[] = []
  const stop = onToast((t) => toasts.push(t))
  return { toasts, stop }
}
