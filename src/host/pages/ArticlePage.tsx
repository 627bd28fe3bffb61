import { useState } from 'react'
import { useLocation, useSearch } from 'wouter'
// the component itself, not the package's index: that also brings the Markdown renderer (marked),
// which this page never needs (the server renders the article)
import { Article } from '../../widgets/article/Article.tsx'
import { Comments } from '../../widgets/comments/index.ts'
import { Empty } from '../../widgets/ui/States.tsx'
import { usePageTitle } from '../hooks/usePageTitle.ts'
import '../styles/pages.css'

/** The `id` query parameter as an article id, or null. */
export function articleIdFromSearch(search: string): number | null {
  const n = Number(new URLSearchParams(search).get('id'))
  return Number.isInteger(n) && n > 0 ? n : null
}

/** /article?id=N: the reader (outline, like, related articles) and its comment section. */
export default function ArticlePage() {
  const id = articleIdFromSearch(useSearch())
  const [, navigate] = useLocation()
  const [title, setTitle] = useState<string | null>(null)
  const [shownId, setShownId] = useState<number | null>(null)
  // the server already put the article's title in <head>; keep it once the page takes over
  usePageTitle(title)
  if (id === null) {
    return (
      <div className="xz-page xz-page--narrow">
        <Empty text="没有指定文章" />
      </div>
    )
  }
  return (
    <div className="xz-page xz-article-page">
      <Article
        key={id}
        articleId={id}
        onNavigate={navigate}
        onLoad={(article) => {
          setTitle(article.article_title)
          setShownId(id)
        }}
      />
      {/* the comments wait for the article: shown at once they would sit under its loading state
          and then jump a screen down when it arrives (a layout shift the visitor sees) */}
      {shownId !== id ? null : (
        <section className="xz-card xz-article-page__comments" aria-label="评论">
          <Comments key={id} type={1} forId={id} />
        </section>
      )}
    </div>
  )
}
