import type { MouseEvent } from 'react'
import { Link } from 'wouter'
import type { MessageEntry } from '../../../core/contract/index.ts'
import { elapsed, formatCount } from '../../../core/format/index.ts'
import { Avatar, Icon } from '../../../widgets/ui/index.ts'
import { cardStyle, textStyle } from './message-style.ts'

export interface MessageCardProps {
  entry: MessageEntry
  /** grid: a note on the board (long text clamped); large: the detail screen; preview: the publish form */
  variant?: 'grid' | 'large' | 'preview'
  /** the whole card opens this (the board → detail) */
  href?: string
  /** shows the heart as a button */
  onLike?: (entry: MessageEntry) => void
  likeBusy?: boolean
  /** the time shown; default "N分钟前" from createdAt */
  time?: string
}

/** One message-board entry, drawn in its author's colours, size and weight. */
export function MessageCard({ entry, variant = 'grid', href, onLike, likeBusy, time }: MessageCardProps) {
  const name = entry.nick_name || '游客'
  const liked = entry.is_like
  const handleLike = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation()
    onLike?.(entry)
  }
  const plain = !entry.bg_color && !entry.bg_url
  const classes = [
    'pg-note',
    `pg-note--${variant}`,
    plain ? 'pg-note--plain' : '',
    href ? 'pg-note--link' : '',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <article className={classes} style={cardStyle(entry)} data-id={entry.id || undefined}>
      <header className="pg-note__head">
        <Avatar src={entry.avatar} name={name} size={variant === 'large' ? 40 : 30} />
        <div className="pg-note__who">
          <span className="pg-note__nick">{name}</span>
          <time className="pg-note__time" dateTime={entry.createdAt}>
            {time ?? elapsed(entry.createdAt)}
          </time>
        </div>
        {entry.tag ? <span className="pg-note__tag">#{entry.tag}</span> : null}
      </header>
      <p className="pg-note__text" style={textStyle(entry, variant === 'large' ? 1.15 : 1)}>
        {entry.message || '在这里写下你想说的话…'}
      </p>
      <footer className="pg-note__foot">
        {onLike ? (
          <button
            type="button"
            className={liked ? 'pg-note__like pg-note__like--on' : 'pg-note__like'}
            aria-pressed={liked}
            aria-label={liked ? `取消点赞，已有${entry.like_times}个赞` : `点赞，已有${entry.like_times}个赞`}
            disabled={likeBusy}
            onClick={handleLike}
          >
            <Icon name={liked ? 'heart-filled' : 'heart'} size={17} />
            <span>{formatCount(entry.like_times)}</span>
          </button>
        ) : (
          <span className="pg-note__stat" title="点赞">
            <Icon name={liked ? 'heart-filled' : 'heart'} size={17} />
            <span>{formatCount(entry.like_times)}</span>
          </span>
        )}
        <span className="pg-note__stat" title="评论">
          <Icon name="comment" size={17} />
          <span>{formatCount(entry.comment_total)}</span>
          <span className="xz-sr-only">条评论</span>
        </span>
      </footer>
      {href ? <Link href={href} className="pg-note__cover" aria-label={`查看${name}的留言`} /> : null}
    </article>
  )
}
