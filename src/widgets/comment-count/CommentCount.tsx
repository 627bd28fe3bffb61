import type { PageStats } from '../../core/page-stats/index.ts'
import { PageCount, type PageCountProps } from '../ui/PageCount.tsx'

export type CommentCountProps = PageCountProps

const comments = (stats: PageStats) => stats.comments

/** How many comments a page of any site has (docs/api.md §23). */
export function CommentCount(props: CommentCountProps) {
  return <PageCount {...props} read={comments} />
}
