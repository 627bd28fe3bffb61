import { type ReactNode, useState } from 'react'
import { useStore } from 'zustand'
import type { PageRoute } from '../../core/contract/index.ts'
import { BANNER_SIZES, displaySrcSet } from '../../core/format/image.ts'
import { pageHeaderFor, prefsStore } from '../../core/prefs/index.ts'
import '../styles/banner.css'

export interface PageBannerProps {
  /**
   * the page-header key the site configured (GET /api/pageHeader/getAll `route_name`): the `blog-v3`
   * client's name for this page, e.g. "Talk", so one set of headers serves both front ends
   */
  route: PageRoute
  title: ReactNode
  subtitle?: ReactNode
  /** extra content under the subtitle (buttons, a search box) */
  children?: ReactNode
  /** a taller banner (the home page) */
  size?: 'normal' | 'large'
  className?: string
}

/**
 * The picture band at the top of a page: the configured page header of `route`, darkened for the
 * white title, or a gradient when the site has none (or the picture fails to load). It slides under
 * the fixed header, so a page can put it first without leaving a gap.
 */
export function PageBanner({
  route,
  title,
  subtitle,
  children,
  size = 'normal',
  className,
}: PageBannerProps) {
  const url = useStore(prefsStore, (s) => pageHeaderFor(s.pageHeaders, route))
  const [failed, setFailed] = useState<string | null>(null)
  const showImage = Boolean(url) && failed !== url
  const classes = ['xz-banner', `xz-banner--${size}`, showImage ? '' : 'xz-banner--plain', className]
    .filter(Boolean)
    .join(' ')
  return (
    <header className={classes} data-route={route}>
      {showImage && url ? (
        // the page's largest paint: first in line, at the width the window needs (the server's
        // preload in <head> names the same sources)
        <img
          className="xz-banner__img"
          src={url}
          srcSet={displaySrcSet(url)}
          sizes={BANNER_SIZES}
          alt=""
          fetchPriority="high"
          decoding="async"
          onError={() => setFailed(url)}
        />
      ) : null}
      <div className="xz-banner__shade" aria-hidden="true" />
      <div className="xz-banner__text">
        <h1 className="xz-banner__title">{title}</h1>
        {subtitle ? <p className="xz-banner__subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </header>
  )
}
