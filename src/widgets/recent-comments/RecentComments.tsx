import { getRecentComments } from '../../core/api/page.ts'
import type { RecentComment } from '../../core/contract/index.ts'
import { elapsed, formatDate } from '../../core/format/format.ts'
import { Avatar, Empty, ErrorState, Loading, type ThemeSetting, uiCss, WidgetRoot } from '../ui/index.ts'
import { useLoad } from '../ui/use-load.ts'
import css from './recent-comments.css?inline'

export const MSG_NO_RECENT = '还没有评论'
const EXCERPT_MAX = 50

export interface RecentCommentsProps {
  theme?: ThemeSetting | string
  /** how many comments, 1–20; default 5 */
  limit?: number | string
}

/** 1–20 from a number or a numeric attribute; anything else is the default. */
function toLimit(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) ? Math.min(20, Math.max(1, n)) : 5
}

/**
 * The comment as one line of text: the server's HTML read by an inert parser (nothing runs, nothing
 * loads) and cut short. Never inserted as HTML here: a list of excerpts needs no markup.
 */
function excerptOf(comment: RecentComment): string {
  const text =
    typeof DOMParser === 'undefined'
      ? comment.content
      : (new DOMParser().parseFromString(
          // a block's end and a line break part words, as they do on screen
          comment.content_html.replace(/<\/(?:p|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '),
          'text/html',
        ).body.textContent ?? '')
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX)}…` : flat
}

/** Where the comment is: its page's address with the comment's anchor. */
const linkOf = (comment: RecentComment): string =>
  `${(comment.page.url || comment.page.path).split('#')[0]}#comment-${comment.id}`

/** The site's newest comments on its pages, each linking to where it was written (docs/api.md §25, recent comments). */
export function RecentComments({ theme, limit }: RecentCommentsProps) {
  const count = toLimit(limit)
  const { status, data, error, reload } = useLoad(String(count), () => getRecentComments(count))
  return (
    <WidgetRoot theme={theme} css={[uiCss, css]} className="xz-recent-comments" part="recent-comments">
      <section aria-label="最新评论">
        {status === 'error' ? (
          <ErrorState message={error || '最新评论加载失败'} onRetry={reload} />
        ) : status !== 'ready' || !data ? (
          <Loading text="加载中…" />
        ) : data.length === 0 ? (
          <Empty text={MSG_NO_RECENT} />
        ) : (
          <ul className="xz-recent-list" part="list">
            {data.map((c) => (
              <li key={c.id} className="xz-recent-item">
                <Avatar src={c.from_avatar} name={c.from_name} size={32} />
                <div className="xz-recent-main">
                  <div className="xz-recent-meta">
                    <span className="xz-recent-nick">{c.from_name}</span>
                    <time className="xz-recent-time" dateTime={c.createdAt} title={formatDate(c.createdAt)}>
                      {elapsed(c.createdAt)}
                    </time>
                  </div>
                  <a className="xz-recent-link" href={linkOf(c)}>
                    <span className="xz-recent-excerpt">{excerptOf(c)}</span>
                    <span className="xz-recent-page">{c.page.title || c.page.path}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </WidgetRoot>
  )
}
