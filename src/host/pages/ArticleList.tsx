import { Link, useSearch } from 'wouter'
import { pageFromSearch } from '../../widgets/ui/Pager.tsx'
import { getArticleListByCategoryId, getArticleListByTagId } from '../../core/api/article.ts'
import type { ArticleSummary, Paged } from '../../core/contract/index.ts'
import { Empty, useLoad } from '../../widgets/ui/index.ts'
import { ArticleFeed } from '../../widgets/article/ArticleFeed.tsx'
import { categoryListPath, filterFromSearch, tagListPath } from '../../widgets/article/navigation.ts'
import { useWidgetNavigate } from '../hooks/useWidgetNavigate.ts'
import { PageBanner } from '../components/PageBanner.tsx'
import { loadCategories, loadTags } from '../../core/api/category.ts'
import { usePageTitle } from '../hooks/usePageTitle.ts'
import { PAGE_NAMES } from '../paths.ts'
import '../styles/pages.css'

export const ARTICLE_LIST_PAGE_SIZE = 10

/** /articleList: the articles of one category or one tag, 10 a page, titled "分类：xx" / "标签：xx". */
export default function ArticleList() {
  const search = useSearch()
  const filter = filterFromSearch(search)
  const page = pageFromSearch(search)
  const onNavigate = useWidgetNavigate()
  const kind = filter?.kind
  const wantedId = filter && 'id' in filter ? filter.id : null
  const wantedName = filter && 'name' in filter ? filter.name : null

  // The name for the title, and the id when the link only gave a name.
  const found = useLoad(kind ? `${kind}-${wantedId}-${wantedName}` : null, async () => {
    if (!kind) return null
    const rows =
      kind === 'category'
        ? (await loadCategories()).map((c) => ({ id: c.id, name: c.category_name }))
        : (await loadTags()).map((t) => ({ id: t.id, name: t.tag_name }))
    return rows.find((r) => (wantedId ? r.id === wantedId : r.name === wantedName)) ?? null
  })

  const id = wantedId ?? found.data?.id ?? null
  const articles = useLoad(
    kind && id !== null ? `${kind}-${id}-${page}` : null,
    (): Promise<Paged<ArticleSummary>> => {
      const body = { id: id ?? 0, current: page, size: ARTICLE_LIST_PAGE_SIZE }
      return kind === 'category' ? getArticleListByCategoryId(body) : getArticleListByTagId(body)
    },
    { keep: true },
  )

  const name = found.data?.name ?? wantedName
  const noun = kind && PAGE_NAMES[`/${kind}`]
  const heading = noun ? `${noun}：${name ?? (found.status === 'loading' ? '…' : '未知')}` : '文章列表'
  usePageTitle(kind && name ? heading : null)
  const unknown = kind !== undefined && found.status !== 'loading' && id === null

  const listPath = kind === 'category' ? categoryListPath : tagListPath
  const hrefFor = (p: number) => `${listPath(id ?? 0)}${p > 1 ? `&page=${p}` : ''}`

  return (
    <>
      <PageBanner
        route="ArticleList"
        title={heading}
        subtitle={articles.data && kind ? `共 ${articles.data.total} 篇文章` : undefined}
      />
      <div className="xz-page xz-page--narrow">
        {kind && !unknown ? (
          <ArticleFeed
            articles={articles}
            page={page}
            size={ARTICLE_LIST_PAGE_SIZE}
            hrefFor={hrefFor}
            emptyText={`这个${noun}下还没有文章`}
            onNavigate={onNavigate}
          />
        ) : (
          <Empty text={unknown && noun ? `没有找到这个${noun}` : '请选择一个分类或标签'}>
            <p className="xz-taxonomy__more">
              <Link href="/category">全部分类</Link> · <Link href="/tag">全部标签</Link>
            </p>
          </Empty>
        )}
      </div>
    </>
  )
}
