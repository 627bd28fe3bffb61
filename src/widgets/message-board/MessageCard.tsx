import type { MouseEvent } from 'react'
import type { MessageEntry } from '../../core/contract/index.ts'
import { elapsed, formatCount } from '../../core/format/format.ts'
import { Avatar, Icon } from '../ui/index.ts'
import { isModifiedClick } from './paths.ts'
import { cardStyle, textStyle } from './message-style.ts'
import * as icons from '../ui/icons.ts'

export interface MessageCardProps {
  entry: MessageEntry
  /** grid: a note on the board (long text clamped); large: the detail screen; preview: the publish form */
  variant?: 'grid' | 'large' | 'preview'
  /** the whole card is a link to this (the board → detail) */
  href?: string
  /** a plain click on the card: the widget opens the entry itself (a new tab follows `href`) */
  onOpen?: () => void
  /** shows the heart as a button */
  onLike?: (entry: MessageEntry) => void
  likeBusy?: boolean
  /** the time shown; default "N分钟前" from createdAt */
  time?: string
}

/** One message-board entry, drawn in its author's colours, size and weight. */
export function MessageCard({
  entry,
  variant = 'grid',
  href,
  onOpen,
  onLike,
  likeBusy,
  time,
}: MessageCardProps) {
  const name = entry.nick_name || '游客'
  const liked = entry.is_like
  const handleLike = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation()
    onLike?.(entry)
  }
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || isModifiedClick(event)) return
    event.preventDefault()
    onOpen()
  }
  const plain = !entry.bg_color && !entry.bg_url
  const classes = [
    'xz-mb-note',
    `xz-mb-note--${variant}`,
    plain ? 'xz-mb-note--plain' : '',
    href ? 'xz-mb-note--link' : '',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <article className={classes} style={cardStyle(entry)} data-id={entry.id || undefined} part="note">
      <header className="xz-mb-note__head">
        <Avatar src={entry.avatar} name={name} size={variant === 'large' ? 40 : 30} />
        <div className="xz-mb-note__who">
          <span className="xz-mb-note__nick">{name}</span>
          <time className="xz-mb-note__time" dateTime={entry.createdAt}>
            {time ?? elapsed(entry.createdAt)}
          </time>
        </div>
        {entry.held ? (
          <span className="xz-mb-note__tag" title="站长审核通过后，其他人才能看到">
            审核中
          </span>
        ) : entry.tag ? (
          <span className="xz-mb-note__tag">#{entry.tag}</span>
        ) : null}
      </header>
      <p className="xz-mb-note__text" style={textStyle(entry, variant === 'large' ? 1.15 : 1)}>
        {entry.message || '在这里写下你想说的话…'}
      </p>
      <footer className="xz-mb-note__foot">
        {onLike ? (
          <button
            type="button"
            className={liked ? 'xz-mb-note__like xz-mb-note__like--on' : 'xz-mb-note__like'}
            aria-pressed={liked}
            aria-label={liked ? `取消点赞，已有${entry.like_times}个赞` : `点赞，已有${entry.like_times}个赞`}
            disabled={likeBusy}
            onClick={handleLike}
          >
            <Icon icon={liked ? icons.heartFilled : icons.heart} size={17} />
            <span>{formatCount(entry.like_times)}</span>
          </button>
        ) : (
          <span className="xz-mb-note__stat" title="点赞">
            <Icon icon={liked ? icons.heartFilled : icons.heart} size={17} />
            <span>{formatCount(entry.like_times)}</span>
          </span>
        )}
        <span className="xz-mb-note__stat" title="评论">
          <Icon icon={icons.comment} size={17} />
          <span>{formatCount(entry.comment_total)}</span>
          <span className="xz-sr-only">条评论</span>
        </span>
      </footer>
      {href ? (
        // biome-ignore lint/a11y/useAnchorContent: the label names it; the card under it is the content
        <a href={href} className="xz-mb-note__cover" aria-label={`查看${name}的留言`} onClick={open} />
      ) : null}
    </article>
  )
}
