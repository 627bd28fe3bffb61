import { lazy, Suspense, useId } from 'react'
import type { Talk } from '../../core/contract/index.ts'
import { elapsed, formatCount, formatDate } from '../../core/format/format.ts'
import { Avatar, Icon, Loading, type ThemeSetting } from '../ui/index.ts'
import { ImageGrid } from './ImageGrid.tsx'
import * as icons from '../ui/icons.ts'

// A talk's comment section (its store, composer, emoji picker and styles) is fetched with the first
// click on 评论: the list of talks is what a visitor comes for.
const TalkComments = lazy(() => import('./TalkComments.tsx'))

export interface TalkCardProps {
  talk: Talk
  theme?: ThemeSetting | string
  commentsOpen: boolean
  onToggleComments: () => void
  onLike: () => void
  onOpenImage: (index: number) => void
  onCommentTotal: (total: number) => void
}

/** One short post: author, time, text, pictures, like and comments. */
export function TalkCard({
  talk,
  theme,
  commentsOpen,
  onToggleComments,
  onLike,
  onOpenImage,
  onCommentTotal,
}: TalkCardProps) {
  const commentsId = useId()
  const likes = formatCount(talk.like_times)
  const comments = formatCount(talk.comment_total)
  return (
    <article
      className="xz-talk-card"
      part="card"
      aria-label={`${talk.nick_name}的说说`}
      data-talk-id={talk.id}
    >
      <header className="xz-talk-head">
        <Avatar src={talk.avatar} name={talk.nick_name} size={44} />
        <div className="xz-talk-who">
          <div className="xz-talk-name-row">
            <span className="xz-talk-nick">{talk.nick_name}</span>
            {talk.is_top === 1 ? <span className="xz-talk-top">置顶</span> : null}
          </div>
          <time className="xz-talk-time" dateTime={talk.createdAt} title={formatDate(talk.createdAt)}>
            {elapsed(talk.createdAt)}
          </time>
        </div>
      </header>
      {talk.content ? <p className="xz-talk-content">{talk.content}</p> : null}
      <ImageGrid images={talk.talkImgList} onOpen={onOpenImage} />
      <div className="xz-talk-actions">
        <button
          type="button"
          className={talk.is_like ? 'xz-talk-action xz-talk-like is-liked' : 'xz-talk-action xz-talk-like'}
          aria-pressed={talk.is_like}
          aria-label={`点赞 ${likes}`}
          onClick={onLike}
        >
          <Icon icon={talk.is_like ? icons.heartFilled : icons.heart} size={18} />
          <span>{likes}</span>
        </button>
        <button
          type="button"
          className={commentsOpen ? 'xz-talk-action is-open' : 'xz-talk-action'}
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          aria-label={`评论 ${comments}`}
          onClick={onToggleComments}
        >
          <Icon icon={icons.comment} size={18} />
          <span>{comments}</span>
        </button>
      </div>
      {commentsOpen ? (
        <div className="xz-talk-comments" id={commentsId}>
          <Suspense fallback={<Loading text="评论加载中…" />}>
            <TalkComments forId={talk.id} theme={theme} onTotalChange={onCommentTotal} />
          </Suspense>
        </div>
      ) : null}
    </article>
  )
}
