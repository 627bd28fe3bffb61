import { Empty } from '../../ui/index.ts'
import type { SectionProps } from '../section.ts'
import { ArticleTable } from './ArticleTable.tsx'

/** /desk/articles: the list; /desk/articles/write: a new article, `?id=N` an existing one. */
export default function ArticlesSection(props: SectionProps) {
  if (props.subpath === '') return <ArticleTable {...props} />
  return <Empty text="没有这个管理页面" />
}
