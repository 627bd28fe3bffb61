import type { PageStats } from '../../core/page-stats/index.ts'
import { PageCount, type PageCountProps } from '../ui/PageCount.tsx'

export interface PageViewProps extends PageCountProps {
  /** the title the desk shows for the page; default document.title */
  pageTitle?: string
}

const views = (stats: PageStats) => stats.views

/** Counts this page's view (once per visitor per 30 minutes) and shows the total. */
export function PageView({ pageTitle, ...props }: PageViewProps) {
  return <PageCount {...props} read={views} view={{ title: pageTitle ?? '' }} />
}
