import type { ReactNode } from 'react'
import type { Thread } from '../../core/comments/index.ts'
import { COMMENT_PAGE_SIZE, type Comment } from '../../core/contract/index.ts'
import { Spinner } from '../ui/index.ts'
import { usePartStyles } from '../ui/styles.ts'
import repliesCss from './comments-replies.css?inline'

export interface RepliesProps {
  parent: Comment
  thread: Thread
  /** one reply, as the section draws it */
  renderReply: (reply: Comment) => ReactNode
  /** the next page of replies (also the retry after a failure) */
  onMore: () => void
  onCollapse: () => void
}

/**
 * The replies under a top-level comment, with their paging. Fetched with the first thread's
 * replies, which come in a second request anyway, so the first screen does not carry it.
 */
export function Replies({ parent, thread, renderReply, onMore, onCollapse }: RepliesProps) {
  usePartStyles(repliesCss)
  const more = thread.replies.length < thread.total
  return (
    <div className="xz-comments-replies">
      {thread.replies.length > 0 ? (
        <ul className="xz-comments-reply-list" aria-label={`${parent.from_name}的评论的回复`}>
          {thread.replies.map((r) => (
            <li key={r.id}>{renderReply(r)}</li>
          ))}
        </ul>
      ) : null}
      <div className="xz-comments-replies-footer">
        {thread.loading ? (
          <span className="xz-comments-muted" role="status">
            <Spinner size="small" /> 加载回复…
          </span>
        ) : thread.error ? (
          <button type="button" className="xz-comments-link" onClick={onMore}>
            回复加载失败，点击重试
          </button>
        ) : (
          <>
            {more ? (
              <button type="button" className="xz-comments-link" onClick={onMore}>
                查看更多回复
                <span className="xz-comments-muted">（共 {thread.total} 条）</span>
              </button>
            ) : null}
            {thread.replies.length > COMMENT_PAGE_SIZE ? (
              <button type="button" className="xz-comments-link" onClick={onCollapse}>
                收起
              </button>
            ) : null}
          </>
        )}
      </div>
    </div>
  )
}
