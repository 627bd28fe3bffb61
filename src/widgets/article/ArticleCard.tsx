import type { ArticleSummary } from '../../core/contract/index.ts'
import { displaySrcSet } from '../../core/format/image.ts'
import { elapsed, formatCount, formatDate } from '../../core/format/format.ts'
import { Icon } from '../ui/Icon.tsx'
import { NavLink } from './NavLink.tsx'
import { categoryListPath, type NavigateHandler, paths, tagListPath } from './navigation.ts'
import * as icons from '../ui/icons.ts'

export interface ArticleCardProps {
  article: ArticleSummary
  /** tag name → id, for the tag links (list rows carry tag names only) */
  tagIds?: ReadonlyMap<string, number>
  /** cover on the right (alternating rows on wide screens) */
  flip?: boolean
  /** the reader's clock, for "N天前" */
  now?: number
  /** the first card on the page: its cover is the largest paint, so it loads first, not lazily */
  priority?: boolean
  onNavigate?: NavigateHandler
}

/** The cover fills the card's width on a phone and 42% of it (about 360 px) from 798 px up. */
const COVER_SIZES = '(min-width: 798px) 360px, 100vw'

/** One article in a list: cover, title, description, category/tags, date and counts. */
export function ArticleCard({
  article,
  tagIds,
  flip = false,
  now = Date.now(),
  priority = false,
  onNavigate,
}: ArticleCardProps) {
  const path = paths.article(article.id)
  const pinned = article.is_top === 1
  return (
    <article className={flip ? 'xz-post xz-card xz-post--flip' : 'xz-post xz-card'}>
      <NavLink
        path={path}
        onNavigate={onNavigate}
        className="xz-post__cover"
        tabIndex={-1}
        aria-hidden="true"
      >
        {article.article_cover ? (
          <img
            src={article.article_cover}
            srcSet={displaySrcSet(article.article_cover)}
            sizes={COVER_SIZES}
            width={960}
            height={540}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <span className="xz-post__cover-plain">{article.article_title.slice(0, 1)}</span>
        )}
        {pinned ? <span className="xz-post__pin">置顶</span> : null}
      </NavLink>
      <div className="xz-post__body">
        <h2 className="xz-post__title">
          <NavLink path={path} onNavigate={onNavigate}>
            {article.article_title}
          </NavLink>
        </h2>
        <div className="xz-post__meta">
          <span className="xz-post__meta-item" title={formatDate(article.createdAt)}>
            <Icon icon={icons.clock} size={14} />
            <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
            <span className="xz-post__ago">{elapsed(article.createdAt, now)}</span>
          </span>
          <span className="xz-post__meta-item" title={`${article.view_times} 次浏览`}>
            <Icon icon={icons.eye} size={14} />
            {formatCount(article.view_times)}
          </span>
          <span className="xz-post__meta-item" title={`${article.thumbs_up_times} 个赞`}>
            <Icon icon={icons.heart} size={14} />
            {formatCount(article.thumbs_up_times)}
          </span>
        </div>
        {article.article_description ? <p className="xz-post__desc">{article.article_description}</p> : null}
        <div className="xz-post__taxonomy">
          {article.category_id && article.categoryName ? (
            <NavLink
              path={categoryListPath(article.category_id)}
              onNavigate={onNavigate}
              className="xz-post__category"
            >
              <Icon icon={icons.folder} size={14} />
              {article.categoryName}
            </NavLink>
          ) : null}
          {article.tagNameList.map((name) => {
            const id = tagIds?.get(name)
            const content = (
              <>
                <Icon icon={icons.tag} size={12} />
                {name}
              </>
            )
            return id ? (
              <NavLink key={name} path={tagListPath(id)} onNavigate={onNavigate} className="xz-post__tag">
                {content}
              </NavLink>
            ) : (
              <span key={name} className="xz-post__tag">
                {content}
              </span>
            )
          })}
        </div>
      </div>
    </article>
  )
}
