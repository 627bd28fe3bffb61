/** Paragraph lines of the placeholder: widths in %, 0 = a paragraph break. */
const LINES = [92, 100, 86, 97, 64, 0, 100, 90, 78].map((width, n) => ({ key: `line-${n}`, width }))

function Lines() {
  return LINES.map(({ key, width }) =>
    width ? (
      <div key={key} className="xz-article-skeleton-block" style={{ width: `${width}%` }} />
    ) : (
      <div key={key} className="xz-article-skeleton-gap" />
    ),
  )
}

/** The shape of an article while it loads: a cover, a title, meta and paragraph lines. */
export function ArticleSkeleton() {
  return (
    <div className="xz-article-skeleton" role="status" aria-busy="true">
      <span className="xz-sr-only">加载中…</span>
      <div className="xz-article-skeleton-block xz-article-skeleton-cover" />
      <div className="xz-article-skeleton-block xz-article-skeleton-title" />
      <div className="xz-article-skeleton-block xz-article-skeleton-meta" />
      <Lines />
    </div>
  )
}

/** Paragraph lines only: the header is there, the body is still being rendered. */
export function BodySkeleton() {
  return (
    <div className="xz-article-skeleton xz-article-skeleton--body" role="status" aria-busy="true">
      <span className="xz-sr-only">正文加载中…</span>
      <Lines />
    </div>
  )
}
