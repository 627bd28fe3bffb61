import { lazy, Suspense } from 'react'
import { Empty, Loading } from '../../../widgets/ui/index.ts'
import type { SectionProps } from '../../section.ts'
import { ArticleTable } from './ArticleTable.tsx'

// The writing page brings the editor (CodeMirror) and the reader for its preview: its own chunk,
// fetched only when the owner opens it.
const Writer = lazy(() => import('./Writer.tsx'))

/** /desk/articles: the list; /desk/articles/write: a new article, `?id=N` an existing one. */
export default function ArticlesSection(props: SectionProps) {
  if (props.subpath === '') return <ArticleTable {...props} />
  if (props.subpath === '/write') {
    return (
      <Suspense fallback={<Loading />}>
        <Writer {...props} />
      </Suspense>
    )
  }
  return <Empty text="没有这个管理页面" />
}
