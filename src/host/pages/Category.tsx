import { Link } from 'wouter'
import { LoadedList, useLoad } from '../../widgets/ui/index.ts'
import { loadCategories } from '../../core/api/category.ts'
import { categoryListPath } from '../../widgets/article/navigation.ts'
import { TaxonomyPage } from '../components/taxonomy.tsx'
import '../styles/pages.css'

/** /category: every category as a chip with its article count, leading to its article list. */
export default function Category() {
  const categories = useLoad('categories', () => loadCategories())
  const total = categories.data?.length
  return (
    <TaxonomyPage kind="category" subtitle={total === undefined ? undefined : `共 ${total} 个分类`}>
      <LoadedList loaded={categories} failed="分类加载失败" empty="还没有分类">
        {(list) => (
          <ul className="xz-chips">
            {list.map((c, i) => (
              <li key={c.id}>
                <Link href={categoryListPath(c.id)} className={`xz-chip xz-chip--c${i % 6}`}>
                  <span className="xz-chip__name">{c.category_name}</span>
                  <span className="xz-chip__count">{c.articleCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
    </TaxonomyPage>
  )
}
