import { useCallback, useMemo, useRef, useState } from 'react'
import { useStore } from 'zustand'
import type { ReaderArticle, TocEntry } from '../../core/contract/index.ts'
import { prefsStore } from '../../core/prefs/index.ts'
import { Drawer, ErrorState, Icon, Lightbox, type LightboxImage } from '../ui/index.ts'
import { ArticleBody, jumpToHeading } from './ArticleBody.tsx'
import { ArticleFooter } from './ArticleFooter.tsx'
import { ArticleHeader } from './ArticleHeader.tsx'
import type { NavigateHandler } from './navigation.ts'
import { BodySkeleton } from './Skeleton.tsx'
import { Toc } from './Toc.tsx'
import { useRecommend } from './useArticle.ts'
import { useLike } from './useLike.ts'
import { useBody } from './useBody.ts'
import { useReadingDuration } from './useReadingDuration.ts'
import { useScrollSpy } from './useScrollSpy.ts'
import { useOpenedOnce } from '../ui/use-opened-once.ts'
import * as icons from '../ui/icons.ts'

const NO_TOC: readonly TocEntry[] = []
const NO_CSS: readonly string[] = []

export interface ArticleViewProps {
  article: ReaderArticle
  showToc: boolean
  showRecommend: boolean
  onNavigate?: NavigateHandler
  /** unsaved text: nothing reported, nothing related fetched (ArticleProps.preview) */
  preview?: boolean
}

/** A loaded article: header, body, footer, the outline beside it (a drawer on phones), the lightbox. */
export function ArticleView({
  article,
  showToc,
  showRecommend,
  onNavigate,
  preview: unsaved = false,
}: ArticleViewProps) {
  const markdown = useBody(article)
  const rendered = markdown.status === 'ready' ? markdown.rendered : null
  const toc = rendered?.toc ?? NO_TOC
  const preview = useStore(prefsStore, (s) => s.previewTheme)
  const code = useStore(prefsStore, (s) => s.codeTheme)
  const body = useRef<HTMLDivElement>(null)
  const tocIds = useMemo(() => toc.map((entry) => entry.id), [toc])
  const [active, setActive] = useScrollSpy(body, tocIds)
  const like = useLike(article)
  // a preview of unsaved text has nothing related yet and no reading to report
  const id = unsaved ? null : article.id
  const recommend = useRecommend(showRecommend ? id : null)
  useReadingDuration(id)

  // the outline's drawer (a dialog and its stylesheet) is built on its first opening, not with
  // the article: on a phone that render is a long task already
  const [drawer, drawerWanted, setDrawer] = useOpenedOnce()
  const [lightbox, setLightbox] = useState<{ images: LightboxImage[]; index: number } | null>(null)
  const openImage = useCallback(
    (images: LightboxImage[], index: number) => setLightbox({ images, index }),
    [],
  )

  const select = (id: string) => {
    if (jumpToHeading(body.current, id)) setActive(id)
  }
  const selectFromDrawer = (id: string) => {
    setDrawer(false)
    // after the drawer has given the page its scrolling (and focus) back
    setTimeout(() => select(id), 0)
  }

  const hasToc = showToc && toc.length > 0
  return (
    <div className={hasToc ? 'xz-article-layout xz-article-layout--toc' : 'xz-article-layout'}>
      <article className="xz-article-main">
        <ArticleHeader article={article} like={like} onNavigate={onNavigate} />
        {rendered ? (
          <ArticleBody
            html={rendered.html}
            css={markdown.status === 'ready' ? markdown.css : NO_CSS}
            preview={preview}
            code={code}
            bodyRef={body}
            onNavigate={onNavigate}
            onHeading={setActive}
            onOpenImage={openImage}
          />
        ) : markdown.status === 'error' ? (
          <ErrorState message="正文加载失败" onRetry={markdown.retry} className="xz-article-state" />
        ) : (
          <BodySkeleton />
        )}
        {/* under the body, once there is one: below the placeholder it would be pushed down,
            visibly, when the rendered text replaces it */}
        {markdown.status === 'rendering' ? null : (
          <ArticleFooter
            article={article}
            recommend={recommend}
            showRecommend={showRecommend}
            onNavigate={onNavigate}
          />
        )}
      </article>
      {hasToc ? (
        <>
          <aside className="xz-article-aside" part="toc">
            <p className="xz-article-aside-title">目录</p>
            <Toc entries={toc} active={active} onSelect={select} />
          </aside>
          <button
            type="button"
            className="xz-article-toc-fab"
            part="toc-button"
            aria-haspopup="dialog"
            aria-expanded={drawer}
            onClick={() => setDrawer(true)}
          >
            <Icon icon={icons.menu} size={20} />
            <span className="xz-sr-only">目录</span>
          </button>
          {drawerWanted ? (
            <Drawer
              open={drawer}
              onClose={() => setDrawer(false)}
              title="目录"
              width={320}
              mobileWidth="80%"
              className="xz-article-toc-drawer"
            >
              <Toc entries={toc} active={active} onSelect={selectFromDrawer} />
            </Drawer>
          ) : null}
        </>
      ) : null}
      <Lightbox
        images={lightbox?.images ?? []}
        index={lightbox?.index ?? null}
        onIndex={(index) => setLightbox((current) => (current ? { ...current, index } : current))}
        onClose={() => setLightbox(null)}
      />
    </div>
  )
}
