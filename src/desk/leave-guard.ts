import { createContext, useContext, useEffect, useRef } from 'react'

/** Answers true while the open page holds changes that leaving would lose. */
export type Dirty = () => boolean

export interface LeaveGuard {
  set(dirty: Dirty | null): void
}

export const LeaveGuardContext = createContext<LeaveGuard>({ set: () => {} })

/** The message both the desk and the browser (on close or reload) ask with. */
export const LEAVE_QUESTION = '有未保存的修改，确定离开吗？'

/**
 * While mounted, the desk asks before moving elsewhere and the browser asks before the tab
 * closes or reloads, whenever `dirty()` says so.
 */
export function useLeaveGuard(dirty: Dirty): void {
  const guard = useContext(LeaveGuardContext)
  const current = useRef(dirty)
  current.current = dirty
  useEffect(() => {
    const check = () => current.current()
    guard.set(check)
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!check()) return
      event.preventDefault()
      // older browsers show the dialog only when a value is set
      event.returnValue = LEAVE_QUESTION
    }
    window.addEventListener('beforeunload', beforeUnload)
    return () => {
      guard.set(null)
      window.removeEventListener('beforeunload', beforeUnload)
    }
  }, [guard])
}
