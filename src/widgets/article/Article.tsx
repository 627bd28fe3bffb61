import { useEffect } from 'react'
import type { ReaderArticle as ArticleData } from '../../core/contract/index.ts'
import { Empty, ErrorState, Toaster, type ThemeSetting, uiCss, WidgetRoot } from '../ui/index.ts'
import articleCss from './article.css?inline'
import { ArticleView } from './ArticleView.tsx'
import type { NavigateHandler } from './navigation.ts'
import { ArticleSkeleton } from './Skeleton.tsx'
import { idFromLocation, idOrNull, useArticle } from './useArticle.ts'
import { preloadRenderer } from './useBody.ts'

/**
 * The reader's stylesheets (the element adopts them before its first render). The body's preview
 * and code themes come with the renderer chunk (body.ts) and are adopted by ArticleBody.
 */
export const ARTICLE_CSS: string[] = [uiCss, articleCss]

export interface ArticleProps {
  /** 'light' | 'dark' | 'auto'; without it the site preference */
  theme?: ThemeSetting | string
  /** the article to show; without it (and without `article`) the page's `?id=` */
  articleId?: number
  /** preloaded data (the article as stored, or the reader's HTML variant): shown at once, nothing is fetched */
  article?: ArticleData
  /** the outline beside the article (a drawer on phones); default true */
  showToc?: boolean
  /** related articles under it; default true */
  showRecommend?: boolean
  /**
   * The host routes to `path` (`/article?id=N`, `/articleList?…`). Without it the page loads the
   * path. As an element: the cancelable `xz-navigate` event, whose detail is the path.
   */
  onNavigate?: NavigateHandler
  /** the article once loaded (the host names the page after it; the element emits `xz-article-load`) */
  onLoad?: (article: ArticleData) => void
  /**
   * A preview of unsaved text (the desk's writing page): no reading time is reported and no
   * related articles are fetched; the previous rendering stays up while the new one is made.
   */
  preview?: boolean
}

/** `<xz-article>`: one article with its outline, like button, themes and related reading. */
export function Article({
  theme,
  articleId,
  article,
  showToc = true,
  showRecommend = true,
  onNavigate,
  onLoad,
  preview = false,
}: ArticleProps) {
  const id = idOrNull(articleId) ?? idOrNull(article?.id) ?? idFromLocation()
  const state = useArticle(id, article)
  const loaded = state.status === 'ready' ? state.article : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per loaded article, not per new callback
  useEffect(() => {
    if (loaded) onLoad?.(loaded)
  }, [loaded])
  // the renderer's chunk downloads while the article does
  useEffect(preloadRenderer, [])
  return (
    <WidgetRoot theme={theme} css={ARTICLE_CSS} className="xz-article">
      <Toaster />
      {state.status === 'loading' ? (
        <ArticleSkeleton />
      ) : state.status === 'not-found' ? (
        <Empty text="文章不存在或已删除" className="xz-article-state" />
      ) : state.status === 'error' ? (
        <ErrorState
          message={state.message ? `文章加载失败：${state.message}` : '文章加载失败'}
          onRetry={state.retry}
          className="xz-article-state"
        />
      ) : (
        <ArticleView
          key={state.article.id}
          article={state.article}
          showToc={showToc !== false}
          showRecommend={showRecommend !== false}
          onNavigate={onNavigate}
          preview={preview}
        />
      )}
    </WidgetRoot>
  )
}
