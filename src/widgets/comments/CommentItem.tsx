import type { ReactNode } from 'react'
import type { Comment } from '../../core/contract/index.ts'
import { elapsed, formatCount, formatDate } from '../../core/format/format.ts'
import { Avatar, Icon } from '../ui/index.ts'
import * as icons from '../ui/icons.ts'

export interface CommentItemProps {
  comment: Comment
  /** a reply inside a thread (smaller avatar) */
  reply?: boolean
  /** show "回复 @to_name" before the text (a reply to a reply) */
  showTo?: boolean
  canDelete: boolean
  onLike: () => void
  onReply: () => void
  onDelete: () => void
  /** rendered under the actions: the reply composer, the replies */
  children?: ReactNode
}

/** A guest's site, only ever an http(s) address (the server checks it too). */
const siteOf = (c: Comment): string | null =>
  c.from_url && /^https?:\/\//i.test(c.from_url) ? c.from_url : null

/**
 * One comment: author, time, the body, like / reply / delete. The body is the server's
 * `content_html` (its safe Markdown subset, every text escaped: docs/api.md §25); `content` is only
 * ever shown as text, for a server that sends no HTML.
 */
export function CommentItem({
  comment,
  reply = false,
  showTo = false,
  canDelete,
  onLike,
  onReply,
  onDelete,
  children,
}: CommentItemProps) {
  const liked = comment.is_like
  const likes = formatCount(comment.thumbs_up)
  const site = siteOf(comment)
  const to =
    showTo && comment.to_name ? (
      <span className="xz-comments-to">
        回复 <span className="xz-comments-at">@{comment.to_name}</span>：
      </span>
    ) : null
  return (
    <article
      className={reply ? 'xz-comments-item xz-comments-item--reply' : 'xz-comments-item'}
      aria-label={`${comment.from_name}的${reply ? '回复' : '评论'}`}
      data-comment-id={comment.id}
    >
      <Avatar src={comment.from_avatar} name={comment.from_name} size={reply ? 30 : 40} />
      <div className="xz-comments-main">
        <div className="xz-comments-meta">
          {site ? (
            <a className="xz-comments-nick" href={site} rel="nofollow ugc noopener" target="_blank">
              {comment.from_name}
            </a>
          ) : (
            <span className="xz-comments-nick">{comment.from_name}</span>
          )}
          <time
            className="xz-comments-time"
            dateTime={comment.createdAt}
            title={formatDate(comment.createdAt)}
          >
            {elapsed(comment.createdAt)}
          </time>
          {comment.held ? (
            <span className="xz-comments-held" title="站长审核通过后，其他人才能看到">
              审核中
            </span>
          ) : null}
        </div>
        {comment.content_html !== undefined ? (
          <div className="xz-comments-content xz-comments-md">
            {to}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted server HTML, every text escaped (docs/api.md §25) */}
            <div className="xz-comments-md-body" dangerouslySetInnerHTML={{ __html: comment.content_html }} />
          </div>
        ) : (
          <p className="xz-comments-content">
            {to}
            {comment.content}
          </p>
        )}
        <div className="xz-comments-actions">
          <button
            type="button"
            className={
              liked ? 'xz-comments-action xz-comments-like is-liked' : 'xz-comments-action xz-comments-like'
            }
            aria-pressed={liked}
            aria-label={`点赞 ${likes}`}
            onClick={onLike}
          >
            <Icon icon={liked ? icons.heartFilled : icons.heart} size={16} />
            <span className="xz-comments-like-count">{likes}</span>
          </button>
          {/* a held comment takes no replies until it is published */}
          {comment.held ? null : (
            <button type="button" className="xz-comments-action" onClick={onReply}>
              <Icon icon={icons.comment} size={16} />
              <span>回复</span>
            </button>
          )}
          {canDelete ? (
            <button type="button" className="xz-comments-action xz-comments-delete" onClick={onDelete}>
              <Icon icon={icons.trash} size={16} />
              <span>删除</span>
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </article>
  )
}
