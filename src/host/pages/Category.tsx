import { Link } from 'wouter'
import { Empty, ErrorState, Loading, useLoad } from '../../widgets/ui/index.ts'
import { PageBanner } from '../components/PageBanner.tsx'
import { categoryListPath, loadCategories } from '../components/taxonomy.ts'
import '../styles/pages.css'

/** /category: every category as a chip with its article count, leading to its article list. */
export default function Category() {
  const { data, status, reload } = useLoad('categories', () => loadCategories())
  const total = data?.length
  return (
    <>
      <PageBanner
        route="Category"
        title="分类"
        subtitle={total === undefined ? undefined : `共 ${total} 个分类`}
      />
      <div className="xz-page xz-page--narrow">
        <section className="xz-card xz-taxonomy">
          {status === 'error' ? (
            <ErrorState message="分类加载失败" onRetry={reload} />
          ) : !data ? (
            <Loading />
          ) : data.length === 0 ? (
            <Empty text="还没有分类" />
          ) : (
            <ul className="xz-chips">
              {data.map((c, i) => (
                <li key={c.id}>
                  <Link href={categoryListPath(c.id)} className={`xz-chip xz-chip--c${i % 6}`}>
                    <span className="xz-chip__name">{c.category_name}</span>
                    <span className="xz-chip__count">{c.articleCount}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className="xz-taxonomy__more">
            <Link href="/tag">按标签浏览 →</Link>
          </p>
        </section>
      </div>
    </>
  )
}
