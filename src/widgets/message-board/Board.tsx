import { useCallback, useEffect, useRef, useState } from 'react'
import { getHotTagList, getMessageList } from '../../core/api/message.ts'
import type { MessageEntry } from '../../core/contract/index.ts'
import { Button, Empty, ErrorState, Icon, Loading, Spinner } from '../ui/index.ts'
import { errorText } from '../ui/failure.ts'
import { Masonry } from './Masonry.tsx'
import { MessageCard } from './MessageCard.tsx'
import { onMessageChange } from './message-events.ts'
import { estimateNote } from './message-estimate.ts'
import { pathOf, type Screen } from './paths.ts'
import { useLoad } from '../ui/use-load.ts'
import { useMessageLike } from './use-message-like.ts'
import * as icons from '../ui/icons.ts'

export const BOARD_PAGE_SIZE = 12
export const MINE_PAGE_SIZE = 10

type Status = 'loading' | 'ready' | 'error' | 'more' | 'moreError'

export interface BoardProps {
  /** only this author's entries, without the tag bar (the user centre's 我的留言) */
  authorId?: number
  pageSize?: number
  /** shows a "聊天室" button that goes here */
  chatPath?: string
  go: (screen: Screen) => void
  /** opens a path outside the board (the chat) */
  leave: (path: string) => void
}

function mergeById(prev: readonly MessageEntry[], next: readonly MessageEntry[]): MessageEntry[] {
  const seen = new Set(prev.map((m) => m.id))
  return [...prev, ...next.filter((m) => !seen.has(m.id))]
}

/**
 * The board: hot tags, the entries in masonry columns, more as the reader scrolls. A host may keep
 * it mounted while the reader is elsewhere, so changes made on other screens (a like, a new or
 * deleted entry) arrive through `onMessageChange` and the board keeps its tag, entries and place.
 */
export function Board({ authorId, pageSize, chatPath, go, leave }: BoardProps) {
  const mine = authorId !== undefined
  const size = pageSize ?? (mine ? MINE_PAGE_SIZE : BOARD_PAGE_SIZE)
  const hotTags = useLoad(mine ? null : 'hot-tags', () => getHotTagList())
  const [tag, setTag] = useState('')
  const [items, setItems] = useState<MessageEntry[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(0)
  const [status, setStatus] = useState<Status>('loading')
  const [error, setError] = useState('')
  const seq = useRef(0)
  const tagRef = useRef(tag)
  tagRef.current = tag
  const itemsRef = useRef(items)
  itemsRef.current = items

  const fetchPage = useCallback(
    async (forTag: string, current: number) => {
      seq.current += 1
      const ticket = seq.current
      setStatus(current === 1 ? 'loading' : 'more')
      try {
        const result = await getMessageList({
          current,
          size,
          ...(forTag ? { tag: forTag } : {}),
          ...(mine ? { author_id: authorId } : {}),
        })
        if (ticket !== seq.current) return
        setItems((prev) => (current === 1 ? result.list : mergeById(prev, result.list)))
        setTotal(result.total)
        setPage(current)
        setStatus('ready')
      } catch (e) {
        if (ticket !== seq.current) return
        setError(errorText(e))
        setStatus(current === 1 ? 'error' : 'moreError')
      }
    },
    [size, mine, authorId],
  )

  useEffect(() => {
    void fetchPage(tag, 1)
  }, [tag, fetchPage])

  const hasMore = items.length < total
  const loadMore = useCallback(() => {
    if (status === 'ready' || status === 'moreError') void fetchPage(tag, page + 1)
  }, [status, fetchPage, tag, page])

  // Infinite scroll: the "加载更多" row loads by itself when it comes into view.
  const sentinel = useRef<HTMLDivElement>(null)
  const loadMoreRef = useRef(loadMore)
  loadMoreRef.current = loadMore
  const autoLoad = !mine && status === 'ready' && hasMore
  useEffect(() => {
    const node = sentinel.current
    if (!autoLoad || !node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMoreRef.current()
      },
      { rootMargin: '240px 0px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [autoLoad])

  const reloadTags = hotTags.reload
  useEffect(
    () =>
      onMessageChange((change) => {
        const current = tagRef.current
        if (change.type === 'create') {
          if (!mine && (!current || change.entry.tag === current)) {
            setItems((prev) => [change.entry, ...prev.filter((m) => m.id !== change.entry.id)])
            setTotal((n) => n + 1)
          }
        } else if (change.type === 'update') {
          setItems((prev) =>
            current && change.entry.tag !== current
              ? prev.filter((m) => m.id !== change.entry.id)
              : prev.map((m) => (m.id === change.entry.id ? { ...m, ...change.entry } : m)),
          )
        } else if (itemsRef.current.some((m) => m.id === change.id)) {
          setItems((prev) => prev.filter((m) => m.id !== change.id))
          setTotal((n) => Math.max(0, n - 1))
        }
        if (!mine) reloadTags()
      }),
    [reloadTags, mine],
  )

  const apply = useCallback((entry: MessageEntry) => {
    setItems((prev) => prev.map((m) => (m.id === entry.id ? entry : m)))
  }, [])
  const like = useMessageLike(apply)

  const chooseTag = (next: string) => {
    if (next === tag) return
    setItems([])
    setTotal(0)
    setTag(next)
  }

  const writeButton = (
    <Button variant="primary" icon={icons.edit} onClick={() => go({ view: 'publish', id: null })}>
      {mine ? '去写留言' : '写留言'}
    </Button>
  )

  let emptyText = '还没有留言，快来抢沙发吧'
  if (mine) emptyText = '你还没有写过留言'
  else if (tag) emptyText = `「${tag}」下还没有留言`
  let countText = `共 ${total} 条留言`
  if (tag) countText = `「${tag}」${countText}`

  return (
    <div className={mine ? 'xz-mb-list xz-mb-list--mine' : 'xz-mb-list'}>
      {mine ? null : (
        <div className="xz-mb-bar">
          <fieldset className="xz-mb-chips" aria-label="按标签筛选" part="tags">
            <legend className="xz-sr-only">按标签筛选</legend>
            <TagChip label="全部" on={tag === ''} onClick={() => chooseTag('')} />
            {(hotTags.data ?? []).map((t) => (
              <TagChip
                key={t.tag}
                label={t.tag}
                count={t.count}
                on={tag === t.tag}
                onClick={() => chooseTag(t.tag)}
              />
            ))}
          </fieldset>
          <div className="xz-mb-bar__actions">
            {chatPath ? (
              <Button variant="text" icon={icons.chat} onClick={() => leave(chatPath)}>
                聊天室
              </Button>
            ) : null}
            {writeButton}
          </div>
        </div>
      )}

      {status === 'loading' && items.length === 0 ? (
        mine ? (
          <Loading />
        ) : (
          <Loading text="留言加载中…" />
        )
      ) : status === 'error' ? (
        <ErrorState message={error} onRetry={() => void fetchPage(tag, 1)} />
      ) : items.length === 0 ? (
        <Empty text={emptyText}>{writeButton}</Empty>
      ) : (
        <>
          <p className="xz-mb-count" aria-live="polite">
            {countText}
          </p>
          <Masonry
            className={status === 'loading' ? 'xz-mb-board xz-mb-board--stale' : 'xz-mb-board'}
            items={items}
            getKey={(m) => m.id}
            estimate={estimateNote}
            minColumn={mine ? 240 : 250}
            maxColumns={mine ? 2 : 4}
            render={(m) => (
              <MessageCard
                entry={m}
                href={pathOf({ view: 'detail', id: m.id })}
                onOpen={() => go({ view: 'detail', id: m.id })}
                onLike={like.toggle}
                likeBusy={like.busy(m.id)}
              />
            )}
          />
          <div className="xz-mb-more" ref={sentinel}>
            {status === 'more' ? (
              <span className="xz-mb-more__loading">
                <Spinner size="small" /> 加载中…
              </span>
            ) : status === 'moreError' ? (
              <Button size="small" icon={icons.refresh} onClick={loadMore}>
                加载失败，点击重试
              </Button>
            ) : hasMore ? (
              <Button onClick={loadMore}>加载更多</Button>
            ) : (
              <span className="xz-mb-more__end">已经到底啦</span>
            )}
          </div>
        </>
      )}
    </div>
  )
}

function TagChip({
  label,
  count,
  on,
  onClick,
}: {
  label: string
  count?: number
  on: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className={on ? 'xz-mb-chip xz-mb-chip--on' : 'xz-mb-chip'}
      aria-pressed={on}
      onClick={onClick}
    >
      {count === undefined ? null : <Icon icon={icons.tag} size={13} />}
      {label}
      {count === undefined ? null : <span className="xz-mb-chip__count">{count}</span>}
    </button>
  )
}
