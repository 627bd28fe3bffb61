import { useCallback } from 'react'
import { useLocation } from 'wouter'

/**
 * The `onNavigate` of a widget that asks before changing view: the host routes instead (wouter),
 * replacing the history entry when the widget asks to, and returns false so the widget does not
 * also switch in place.
 */
export function useWidgetNavigate(): (path: string, options?: { replace?: boolean }) => false {
  const [, navigate] = useLocation()
  return useCallback(
    (path: string, options?: { replace?: boolean }) => {
      navigate(path, options)
      return false
    },
    [navigate],
  )
}
