import { useCallback } from 'react'
import { useLocation } from 'wouter'

/**
 * The `onNavigate` of a widget that asks before changing view: the host routes instead (wouter),
 * and returns false so the widget does not also switch in place.
 */
export function useWidgetNavigate(): (path: string) => false {
  const [, navigate] = useLocation()
  return useCallback(
    (path: string) => {
      navigate(path)
      return false
    },
    [navigate],
  )
}
