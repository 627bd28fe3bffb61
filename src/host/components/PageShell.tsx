import type { ReactNode } from 'react'
import type { PageRoute } from '../../core/contract/index.ts'
import { PageBanner } from './PageBanner.tsx'
import '../styles/pages-common.css'

export interface PageShellProps {
  /** the page header's key */
  route: PageRoute
  title: string
  subtitle?: string
  /** the page's own class beside `pg-page` */
  className?: string
  /** the narrower column (a detail, a form) */
  narrow?: boolean
  /** the page's widget (and what the page adds to it: tabs, a way back) */
  children: ReactNode
}

/** A widget's route: the page's banner over the widget, in the page's column. */
export function PageShell({ route, title, subtitle, className, narrow, children }: PageShellProps) {
  return (
    <div className={className ? `pg-page ${className}` : 'pg-page'}>
      <PageBanner route={route} title={title} subtitle={subtitle} />
      <div className={narrow ? 'pg-container pg-container--narrow' : 'pg-container'}>{children}</div>
    </div>
  )
}
