// Stories and tests only: the desk with its address kept in memory (the host's router in the real site).
import { useState } from 'react'
import { Desk } from './Desk.tsx'

export interface DeskDemoProps {
  start: string
  theme?: string
  /** shows the address in an <output aria-label="地址">, for tests to read */
  showAddress?: boolean
}

export function DeskDemo({ start, theme = 'light', showAddress = false }: DeskDemoProps) {
  const [at, setAt] = useState(start)
  const [path = '', query = ''] = at.split('?')
  return (
    <>
      {showAddress ? <output aria-label="地址">{at}</output> : null}
      <Desk theme={theme} path={path} search={query ? `?${query}` : ''} onNavigate={(to) => setAt(to)} />
    </>
  )
}
