import { useCallback, useState } from 'react'

/**
 * A panel's open state, and whether it was ever opened: a drawer or dialog rendered only from its
 * first opening on keeps its code and its render out of the first screen, and stays mounted after
 * (a closed modal must stay in the tree for focus to return to its opener).
 */
export function useOpenedOnce(): [open: boolean, wanted: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpenState] = useState(false)
  const [wanted, setWanted] = useState(false)
  const setOpen = useCallback((next: boolean) => {
    if (next) setWanted(true)
    setOpenState(next)
  }, [])
  return [open, wanted, setOpen]
}
