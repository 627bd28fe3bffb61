import { useState } from 'react'
import { useOpenedOnce } from '../../widgets/ui/use-opened-once.ts'

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

export function usePanels(): Panels {
  const [drawer, drawerWanted, setDrawer] = useOpenedOnce()
  const [search, searchWanted, setSearch] = useOpenedOnce()
  const [notify, setNotify] = useState(false)
  return { drawer, drawerWanted, search, searchWanted, notify, setDrawer, setSearch, setNotify }
}
