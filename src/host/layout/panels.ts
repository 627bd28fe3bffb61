import { useCallback, useState } from 'react'

/**
 * What the header opens: the mobile drawer, the search dialog and the notification drawer. The
 * header holds only the buttons; the panels render after the page (HeaderPanels), outside the
 * fixed header, so their overlays cover the whole window and stack above the chat button.
 */
export interface Panels {
  drawer: boolean
  search: boolean
  /** the search dialog's code was asked for (stays mounted after the first opening) */
  searchWanted: boolean
  notify: boolean
  setDrawer: (open: boolean) => void
  setSearch: (open: boolean) => void
  setNotify: (open: boolean) => void
}

export function usePanels(): Panels {
  const [drawer, setDrawer] = useState(false)
  const [search, setSearchOpen] = useState(false)
  const [searchWanted, setSearchWanted] = useState(false)
  const [notify, setNotify] = useState(false)
  const setSearch = useCallback((open: boolean) => {
    if (open) setSearchWanted(true)
    setSearchOpen(open)
  }, [])
  return { drawer, search, searchWanted, notify, setDrawer, setSearch, setNotify }
}
