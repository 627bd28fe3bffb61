/**
 * DOMPurify, only where it really sanitises. Some DOMs give handlers and `javascript:` links back
 * untouched (happy-dom, whose maintainers call that combination a certain bypass), and a server has
 * no DOM at all; there a caller gets null and fails closed (text, or escaped HTML) instead of
 * passing markup through unsafely. Shared by the notification markup and the article renderer.
 */
import DOMPurify from 'dompurify'

export type Purifier = ReturnType<typeof DOMPurify>

// One allowed element, one handler-like attribute, one script link. The attribute is no real
// event's: parsing a real one (onerror), even inertly, is reported as a violation by pages whose
// Content-Security-Policy forbids inline script (ours does).
const PROBE = '<b>ok</b><img src="x" onxz="x()"><a href="javascript:x()">a</a>'
const PROBE_CLEAN = '<b>ok</b><img src="x"><a>a</a>'

function works(candidate: Purifier): boolean {
  try {
    return candidate.isSupported && candidate.sanitize(PROBE) === PROBE_CLEAN
  } catch {
    return false
  }
}

/**
 * A getter of the current window's purifier, or null where DOMPurify cannot be trusted. Each getter
 * has an instance of its own, so the hooks `setUp` adds touch no other caller's. The window is
 * looked up on every call and the verdict kept per window: a DOM installed after load (a late
 * polyfill) gets its own instance.
 */
export function purifierPerWindow(setUp?: (purifier: Purifier) => void): () => Purifier | null {
  // a window no caller has: the first call always decides
  let decidedFor: unknown = {}
  let purifier: Purifier | null = null
  return () => {
    const win = typeof window === 'undefined' ? undefined : window
    if (win === decidedFor) return purifier
    decidedFor = win
    purifier = null
    if (win) {
      try {
        const candidate = DOMPurify(win)
        if (works(candidate)) {
          setUp?.(candidate)
          purifier = candidate
        }
      } catch {
        // not a window DOMPurify can use
      }
    }
    return purifier
  }
}
