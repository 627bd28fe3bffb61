import { mediaUrl } from '../../core/config/index.ts'
import { useId } from 'react'
import type { ArticleSummary, ArticleLink, RecommendResult } from '../../core/contract/index.ts'
import { formatDate } from '../../core/format/format.ts'
import { Icon } from '../ui/index.ts'
import { CategoryLink, NavLink } from './NavLink.tsx'
import { type NavigateHandler, paths } from './navigation.ts'
import { isSafeImage, isSafeLink } from '../../core/markdown/urls.ts'
import * as icons from '../ui/icons.ts'

export interface ArticleFooterProps {
  article: ArticleSummary
  recommend: RecommendResult | null
  showRecommend: boolean
  onNavigate?: NavigateHandler
}

function Cover({ src }: { src: string }) {
  return src && isSafeImage(src) ? (
    <img className="xz-article-card-cover" src={mediaUrl(src)} alt="" loading="lazy" decoding="async" />
  ) : (
    <span className="xz-article-card-cover xz-article-card-cover--none" aria-hidden="true">
      <Icon icon={icons.image} size={22} />
    </span>
  )
}

function PagerLink({
  link,
  rel,
  onNavigate,
}: {
  link: ArticleLink | null
  rel: 'prev' | 'next'
  onNavigate?: NavigateHandler
}) {
  const label = rel === 'prev' ? '上一篇' : '下一篇'
  if (!link) {
    return (
      <div className={`xz-article-pager-item xz-article-pager-item--${rel} is-empty`}>
        <span className="xz-article-pager-label">{label}</span>
        <span className="xz-article-pager-title">
          {rel === 'prev' ? '已经是第一篇了' : '已经是最新一篇了'}
        </span>
      </div>
    )
  }
  return (
    <NavLink
      className={`xz-article-pager-item xz-article-pager-item--${rel}`}
      path={paths.article(link.id)}
      onNavigate={onNavigate}
      rel={rel}
    >
      <span className="xz-article-pager-label">{label}</span>
      <span className="xz-article-pager-title">{link.article_title}</span>
    </NavLink>
  )
}

/** Category and tags, the original's source for reposts, previous/next and related articles. */
export function ArticleFooter({ article, recommend, showRecommend, onNavigate }: ArticleFooterProps) {
  const recommendId = useId()
  const related = showRecommend ? (recommend?.recommend ?? []).slice(0, 6) : []
  const origin =
    article.type !== 1 && article.origin_url && isSafeLink(article.origin_url) ? article.origin_url : ''
  return (
    <footer className="xz-article-footer" part="footer">
      <div className="xz-article-taxonomy">
        {article.categoryName ? (
          <p className="xz-article-taxonomy-row">
            <Icon icon={icons.folder} size={15} />
            <span>分类：</span>
            <CategoryLink id={article.category_id} name={article.categoryName} onNavigate={onNavigate} />
          </p>
        ) : null}
        {article.tagNameList.length ? (
          <p className="xz-article-taxonomy-row">
            <Icon icon={icons.tag} size={15} />
            <span>标签：</span>
            {article.tagNameList.map((tag) => (
              <NavLink key={tag} className="xz-article-tag" path={paths.tag(tag)} onNavigate={onNavigate}>
                {tag}
              </NavLink>
            ))}
          </p>
        ) : null}
        {origin ? (
          <p className="xz-article-taxonomy-row">
            <Icon icon={icons.link} size={15} />
            <span>{article.type === 3 ? '译自：' : '转载自：'}</span>
            <a
              className="xz-article-meta-link xz-article-origin"
              href={origin}
              target="_blank"
              rel="noopener noreferrer"
            >
              {origin}
            </a>
          </p>
        ) : null}
      </div>

      {recommend ? (
        <nav className="xz-article-pager" aria-label="上一篇和下一篇">
          <PagerLink link={recommend.previous} rel="prev" onNavigate={onNavigate} />
          <PagerLink link={recommend.next} rel="next" onNavigate={onNavigate} />
        </nav>
      ) : null}

      {related.length ? (
        <section className="xz-article-related" aria-labelledby={recommendId}>
          <h2 className="xz-article-related-title" id={recommendId}>
            相关推荐
          </h2>
          <ul className="xz-article-related-list">
            {related.map((link) => (
              <li key={link.id}>
                <NavLink className="xz-article-card" path={paths.article(link.id)} onNavigate={onNavigate}>
                  <Cover src={link.article_cover} />
                  <span className="xz-article-card-title">{link.article_title}</span>
                  {link.createdAt ? (
                    <time className="xz-article-card-date" dateTime={link.createdAt}>
                      {formatDate(link.createdAt)}
                    </time>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </footer>
  )
}
