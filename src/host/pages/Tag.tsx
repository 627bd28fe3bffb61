import { Link } from 'wouter'
import type { Tag as TagRow } from '../../core/contract/index.ts'
import { Empty, ErrorState, Loading, useLoad } from '../../widgets/ui/index.ts'
import { PageBanner } from '../components/PageBanner.tsx'
import { loadTags, tagListPath } from '../components/taxonomy.ts'
import '../styles/pages.css'

/** Font size of a tag in the cloud: 14px for the rarest, up to 30px for the most used. */
export function cloudSize(count: number, min: number, max: number): number {
  if (max <= min) return 18
  return Math.round(14 + ((count - min) / (max - min)) * 16)
}

/** /tag: the tag cloud, larger for tags with more articles, leading to each tag's article list. */
export default function Tag() {
  const { data, status, reload } = useLoad('tags', () => loadTags())
  return (
    <>
      <PageBanner route="Tag" title="标签" subtitle={data ? `共 ${data.length} 个标签` : undefined} />
      <div className="xz-page xz-page--narrow">
        <section className="xz-card xz-taxonomy">
          {status === 'error' ? (
            <ErrorState message="标签加载失败" onRetry={reload} />
          ) : !data ? (
            <Loading />
          ) : data.length === 0 ? (
            <Empty text="还没有标签" />
          ) : (
            <TagCloud tags={data} />
          )}
          <p className="xz-taxonomy__more">
            <Link href="/category">按分类浏览 →</Link>
          </p>
        </section>
      </div>
    </>
  )
}

function TagCloud({ tags }: { tags: TagRow[] }) {
  const counts = tags.map((t) => t.articleCount)
  const min = Math.min(...counts)
  const max = Math.max(...counts)
  return (
    <ul className="xz-cloud">
      {tags.map((t, i) => (
        <li key={t.id}>
          <Link
            href={tagListPath(t.id)}
            className={`xz-cloud__tag xz-chip--c${i % 6}`}
            style={{ fontSize: `${cloudSize(t.articleCount, min, max)}px` }}
            title={`${t.articleCount} 篇文章`}
          >
            {t.tag_name}
            <sup className="xz-cloud__count">{t.articleCount}</sup>
          </Link>
        </li>
      ))}
    </ul>
  )
}
