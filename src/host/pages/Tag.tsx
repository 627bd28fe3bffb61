import { Link } from 'wouter'
import type { Tag as TagRow } from '../../core/contract/index.ts'
import { LoadedList, useLoad } from '../../widgets/ui/index.ts'
import { loadTags } from '../../core/api/category.ts'
import { tagListPath } from '../../widgets/article/navigation.ts'
import { TaxonomyPage } from '../components/taxonomy.tsx'
import '../styles/pages.css'

/** Font size of a tag in the cloud: 14px for the rarest, up to 30px for the most used. */
export function cloudSize(count: number, min: number, max: number): number {
  if (max <= min) return 18
  return Math.round(14 + ((count - min) / (max - min)) * 16)
}

/** /tag: the tag cloud, larger for tags with more articles, leading to each tag's article list. */
export default function Tag() {
  const tags = useLoad('tags', () => loadTags())
  return (
    <TaxonomyPage kind="tag" subtitle={tags.data ? `共 ${tags.data.length} 个标签` : undefined}>
      <LoadedList loaded={tags} failed="标签加载失败" empty="还没有标签">
        {(list) => <TagCloud tags={list} />}
      </LoadedList>
    </TaxonomyPage>
  )
}

function TagCloud({ tags }: { tags: readonly TagRow[] }) {
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
