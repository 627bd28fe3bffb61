import { useEffect, useState } from 'react'
import { mediaUrl } from '../../core/config/index.ts'
import { useStore } from 'zustand'
import {
  Button,
  Empty,
  ErrorState,
  Lightbox,
  Loading,
  type ThemeSetting,
  Toaster,
  uiCss,
  WidgetRoot,
} from '../ui/index.ts'
import { TalkCard } from './TalkCard.tsx'
import talkCss from './talk.css?inline'
import { createTalkStore, type TalkStore } from '../../core/talk/index.ts'

export const MSG_TALK_EMPTY = '还没有说说，过会儿再来看看吧～'
export const MSG_TALK_END = '已经到底啦'

export interface TalkProps {
  theme?: ThemeSetting | string
  /** show only this talk, with its comments open */
  talkId?: number
  /** talks per page; default 10 */
  pageSize?: number
}

/** A positive integer from a number or a numeric string (a property set from markup or a framework). */
const toInt = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined
}

/** The short-post (说说) list, or one talk when `talkId` is given. */
export function Talk({ theme, talkId, pageSize }: TalkProps) {
  const id = toInt(talkId)
  const size = toInt(pageSize)
  return (
    <WidgetRoot theme={theme} css={[uiCss, talkCss]} className="xz-talk" part="talk">
      <Toaster />
      <TalkBody key={`${id ?? 'list'}:${size ?? ''}`} theme={theme} talkId={id} pageSize={size} />
    </WidgetRoot>
  )
}

interface Viewing {
  images: string[]
  index: number
}

function TalkBody({ theme, talkId, pageSize }: TalkProps) {
  const [store] = useState<TalkStore>(() => createTalkStore({ talkId, pageSize }))
  const { status, list, total, loadingMore } = useStore(store)
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(talkId === undefined ? [] : [talkId]))
  const [viewing, setViewing] = useState<Viewing | null>(null)

  useEffect(() => {
    void store.getState().load()
  }, [store])

  const toggleComments = (id: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  if (status === 'loading') return <Loading text="说说加载中…" />
  if (status === 'error') {
    return (
      <ErrorState
        message={talkId === undefined ? '说说加载失败' : '这条说说不存在或加载失败'}
        onRetry={() => void store.getState().load()}
      />
    )
  }
  if (list.length === 0) return <Empty text={MSG_TALK_EMPTY} />

  return (
    <section className="xz-talk-section" aria-label="说说">
      <ul className="xz-talk-list" part="list">
        {list.map((talk) => (
          <li key={talk.id}>
            <TalkCard
              talk={talk}
              theme={theme}
              commentsOpen={open.has(talk.id)}
              onToggleComments={() => toggleComments(talk.id)}
              onLike={() => void store.getState().toggleLike(talk.id)}
              onOpenImage={(index) => setViewing({ images: talk.talkImgList, index })}
              onCommentTotal={(n) => store.getState().setCommentTotal(talk.id, n)}
            />
          </li>
        ))}
      </ul>
      {talkId === undefined ? (
        <div className="xz-talk-more">
          {list.length < total ? (
            <Button loading={loadingMore} onClick={() => void store.getState().loadMore()}>
              加载更多
            </Button>
          ) : (
            <span className="xz-talk-end">{MSG_TALK_END}</span>
          )}
        </div>
      ) : null}
      <Lightbox
        images={(viewing?.images ?? []).map((src, i, all) => ({
          src: mediaUrl(src),
          alt: `图片 ${i + 1}/${all.length}`,
        }))}
        index={viewing ? viewing.index : null}
        onIndex={(index) => setViewing((v) => (v ? { ...v, index } : v))}
        onClose={() => setViewing(null)}
      />
    </section>
  )
}
