import { useSearch } from 'wouter'
import { blogHomeGetArticleList } from '../../core/api/article.ts'
import { ArticleFeed } from '../../widgets/article/ArticleFeed.tsx'
import { useWidgetNavigate } from '../hooks/useWidgetNavigate.ts'
import { PageBanner } from '../components/PageBanner.tsx'
import { SideCard } from '../components/SideCard.tsx'
import { useBreakpoint } from '../hooks/useBreakpoint.ts'
import { pageFromSearch, useLoad } from '../../widgets/ui/index.ts'
import { useSiteConfig } from '../site.ts'
import '../styles/pages.css'

export const HOME_PAGE_SIZE = 10

const hrefFor = (page: number): string => (page === 1 ? '/home' : `/home?page=${page}`)

/** /home: the blog's banner, the latest articles (10 a page, `?page=`) and the side card. */
export default function Home() {
  const page = pageFromSearch(useSearch())
  const config = useSiteConfig()
  const wide = useBreakpoint() !== 'mobile'
  const onNavigate = useWidgetNavigate()
  const articles = useLoad(`home-${page}`, () => blogHomeGetArticleList(page, HOME_PAGE_SIZE), { keep: true })

  const scrollDown = () => {
    document.getElementById('xz-home-list')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  return (
    <>
      <PageBanner
        route="Home"
        size="large"
        title={config?.blog_name || '小站'}
        subtitle={config?.personal_say}
      >
        <button type="button" className="xz-home__down" aria-label="向下浏览文章" onClick={scrollDown}>
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="m6 9 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </PageBanner>
      <div className="xz-page xz-home" id="xz-home-list">
        <div className="xz-home__list">
          <ArticleFeed
            articles={articles}
            page={page}
            size={HOME_PAGE_SIZE}
            hrefFor={hrefFor}
            onNavigate={onNavigate}
          />
        </div>
        {wide ? <SideCard config={config} /> : null}
      </div>
    </>
  )
}
