import { mediaUrl } from '../../core/config/index.ts'
import type { ReaderArticle } from '../../core/contract/index.ts'
import { ARTICLE_COVER_SIZES, displaySrcSet } from '../../core/format/image.ts'
import { formatCount, formatDate, readingMinutes } from '../../core/format/format.ts'
import { Icon } from '../ui/index.ts'
import { CategoryLink, NavLink } from './NavLink.tsx'
import { type NavigateHandler, paths } from './navigation.ts'
import { ThemePicker } from './ThemePicker.tsx'
import { isSafeImage } from '../../core/markdown/urls.ts'
import type { LikeState } from './useLike.ts'
import * as icons from '../ui/icons.ts'

/** The reading time: the server's estimate with its HTML, else the same estimate from the Markdown. */
const minutesOf = (article: ReaderArticle): number =>
  'article_minutes' in article ? article.article_minutes : readingMinutes(article.article_content)

const TYPE_LABELS: Record<number, string> = { 1: '原创', 2: '转载', 3: '翻译' }

export interface ArticleHeaderProps {
  article: ReaderArticle
  like: LikeState
  onNavigate?: NavigateHandler
}

export function ArticleHeader({ article, like, onNavigate }: ArticleHeaderProps) {
  const cover = article.article_cover && isSafeImage(article.article_cover) ? article.article_cover : ''
  const type = TYPE_LABELS[article.type]
  return (
    <header className="xz-article-header" part="header">
      {cover ? (
        <div className="xz-article-cover">
          {/* the cover is the article's largest paint: fetched first, at the width it is shown */}
          <img
            src={mediaUrl(cover)}
            srcSet={displaySrcSet(cover, mediaUrl)}
            sizes={ARTICLE_COVER_SIZES}
            width={1600}
            height={610}
            alt=""
            fetchPriority="high"
            decoding="async"
          />
        </div>
      ) : null}
      <h1 className="xz-article-title">
        {type ? <span className={`xz-article-type xz-article-type--${article.type}`}>{type}</span> : null}
        {article.article_title}
      </h1>
      <ul className="xz-article-meta" aria-label="文章信息">
        <li>
          <Icon icon={icons.edit} size={15} />
          <span className="xz-sr-only">发表于</span>
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
        </li>
        {article.categoryName ? (
          <li>
            <Icon icon={icons.folder} size={15} />
            <span className="xz-sr-only">分类</span>
            <CategoryLink id={article.category_id} name={article.categoryName} onNavigate={onNavigate} />
          </li>
        ) : null}
        <li>
          <Icon icon={icons.eye} size={15} />
          <span>{formatCount(article.view_times)} 次阅读</span>
        </li>
        <li>
          <Icon icon={icons.clock} size={15} />
          <span>约 {minutesOf(article)} 分钟</span>
        </li>
      </ul>
      <div className="xz-article-bar">
        {article.tagNameList.length ? (
          <ul className="xz-article-tags" aria-label="标签">
            {article.tagNameList.map((tag) => (
              <li key={tag}>
                <NavLink className="xz-article-tag" path={paths.tag(tag)} onNavigate={onNavigate}>
                  <Icon icon={icons.tag} size={13} />
                  {tag}
                </NavLink>
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        <div className="xz-article-actions">
          <LikeButton like={like} />
          <ThemePicker />
        </div>
      </div>
    </header>
  )
}

export function LikeButton({ like }: { like: LikeState }) {
  return (
    <button
      type="button"
      className={like.liked ? 'xz-article-like is-liked' : 'xz-article-like'}
      aria-pressed={like.liked}
      aria-busy={like.pending || undefined}
      onClick={like.toggle}
    >
      <Icon icon={like.liked ? icons.heartFilled : icons.heart} size={18} />
      <span className="xz-sr-only">点赞</span>
      <span className="xz-article-like-count">{formatCount(like.count)}</span>
    </button>
  )
}
