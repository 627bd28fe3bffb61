import type { ReactNode } from 'react'
import type { PageRoute } from '../../core/contract/index.ts'
import { PageBanner } from './PageBanner.tsx'
import '../styles/pages-common.css'

export interface LinksShellProps {
  /** the page header's key */
  route: PageRoute
  title: string
  subtitle?: string
  /** the links widget (and, on /resources, its tabs) */
  children: ReactNode
}

/** A friend-links or sites route: the page's banner over the links widget. */
export function LinksShell({ route, title, subtitle, children }: LinksShellProps) {
  return (
    <div className="pg-page">
      <PageBanner route={route} title={title} subtitle={subtitle} />
      <div className="pg-container">{children}</div>
    </div>
  )
}
