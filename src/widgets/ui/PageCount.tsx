import { useEffect, useState } from 'react'
import { getConfig } from '../../core/config/index.ts'
import { type PageStats, pageStats } from '../../core/page-stats/index.ts'

export interface PageCountProps {
  /** the page's path; default the current page */
  path?: string
  /** the API server; default the configured one (`configure({ apiBase })`) */
  apiBase?: string
}

/**
 * A page's comment or view count as plain text, the React face of <xz-comment-count> and
 * <xz-pageview>: the same core call, so counters of both kinds on a page still make one request.
 */
export function PageCount({
  path,
  apiBase,
  read,
  view,
}: PageCountProps & { read: (stats: PageStats) => number; view?: { title: string } }) {
  const [state, setState] = useState<number | 'failed' | null>(null)
  const title = view?.title
  useEffect(() => {
    let live = true
    const config = getConfig()
    setState(null)
    pageStats(
      apiBase ?? config.apiBase,
      path || location.pathname,
      title === undefined ? undefined : { title: title || document.title, url: location.href },
      config.fetch ?? undefined,
    ).then(
      (stats) => live && setState(read(stats)),
      () => live && setState('failed'),
    )
    return () => {
      live = false
    }
  }, [apiBase, path, title, read])
  if (state === 'failed')
    return (
      <span className="xz-page-count" title="计数加载失败">
        -
      </span>
    )
  return (
    <span className="xz-page-count" aria-busy={state === null}>
      {state === null ? '' : state.toLocaleString('zh-CN')}
    </span>
  )
}
