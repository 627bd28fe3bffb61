import { useCallback, useState } from 'react'

/**
 * What the header opens: the mobile drawer, the search dialog and the notification drawer. The
 * header holds only the buttons; the panels render after the page (HeaderPanels), outside the
 * fixed header, so their overlays cover the whole window and stack above the chat button.
 */
export interface Panels {
  drawer: boolean
  /** the mobile drawer was opened once (rendered from then on: a phone's first render skips it) */
  drawerWanted: boolean
  search: boolean
  /** the search dialog's code was asked for (stays mounted after the first opening) */
  searchWanted: boolean
  notify: boolean
  setDrawer: (open: boolean) => void
  setSearch: (open: boolean) => void
  setNotify: (open: boolean) => void
}

/** A panel's open state, and whether it was ever opened (its code is fetched and it stays mounted from then on). */
function useOpenedOnce(): [open: boolean, wanted: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpenState] = useState(false)
  const [wanted, setWanted] = useState(false)
  const setOpen = useCallback((next: boolean) => {
    if (next) setWanted(true)
    setOpenState(next)
  }, [])
  return [open, wanted, setOpen]
}

export function usePanels(): Panels {
  const [drawer, drawerWanted, setDrawer] = useOpenedOnce()
  const [search, searchWanted, setSearch] = useOpenedOnce()
  const [notify, setNotify] = useState(false)
  return { drawer, drawerWanted, search, searchWanted, notify, setDrawer, setSearch, setNotify }
}
