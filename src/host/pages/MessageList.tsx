import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { getHotTagList, getMessageList } from '../../core/api/message.ts'
import type { MessageEntry } from '../../core/contract/index.ts'
import { Button, Empty, ErrorState, Icon, Loading, Spinner } from '../../widgets/ui/index.ts'
import { PageBanner } from '../components/PageBanner.tsx'
import { errorText } from './parts/errors.ts'
import { Masonry } from './parts/Masonry.tsx'
import { MessageCard } from './parts/MessageCard.tsx'
import { onMessageChange } from './parts/message-events.ts'
import { estimateNote } from './parts/message-estimate.ts'
import { useLoad } from './parts/use-load.ts'
import { useMessageLike } from './parts/use-message-like.ts'
import '../styles/pages-common.css'
import '../styles/pages-message.css'

const MESSAGE_PAGE_SIZE = 12

type Status = 'loading' | 'ready' | 'error' | 'more' | 'moreError'

function mergeById(prev: readonly MessageEntry[], next: readonly MessageEntry[]): MessageEntry[] {
  const seen = new Set(prev.map((m) => m.id))
  return [...prev, ...next.filter((m) => !seen.has(m.id))]
}

/**
 * /message/list — the message board. The shell keeps this screen alive, so everything lives in
 * this component's state: coming back from a detail finds the same tag, entries and scroll place.
 * Changes made elsewhere (a like, a new or deleted entry) arrive through `onMessageChange`.
 */
export default function MessageList() {
  const [, navigate] = useLocation()
  const hotTags = useLoad('hot-tags', () => getHotTagList())
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

  const fetchPage = useCallback(async (forTag: string, current: number) => {
    seq.current += 1
    const ticket = seq.current
    setStatus(current === 1 ? 'loading' : 'more')
    try {
      const result = await getMessageList({
        current,
        size: MESSAGE_PAGE_SIZE,
        ...(forTag ? { tag: forTag } : {}),
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
  }, [])

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
  const autoLoad = status === 'ready' && hasMore
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
        if (change.type === 'create') {
          const current = tagRef.current
          if (!current || change.entry.tag === current) {
            setItems((prev) => [change.entry, ...prev.filter((m) => m.id !== change.entry.id)])
            setTotal((n) => n + 1)
          }
          reloadTags()
        } else if (change.type === 'update') {
          const current = tagRef.current
          setItems((prev) =>
            current && change.entry.tag !== current
              ? prev.filter((m) => m.id !== change.entry.id)
              : prev.map((m) => (m.id === change.entry.id ? { ...m, ...change.entry } : m)),
          )
          reloadTags()
        } else {
          if (itemsRef.current.some((m) => m.id === change.id)) {
            setItems((prev) => prev.filter((m) => m.id !== change.id))
            setTotal((n) => Math.max(0, n - 1))
          }
          reloadTags()
        }
      }),
    [reloadTags],
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

  const tags = hotTags.data ?? []
  const writeButton = (
    <Button variant="primary" icon="edit" onClick={() => navigate('/message/publish')}>
      写留言
    </Button>
  )

  return (
    <div className="pg-page pg-message-list">
      <PageBanner
        route="MessageList"
        title="留言板"
        subtitle="有什么想说的，都可以写在这里，留下你的足迹吧～"
      />
      <div className="pg-container">
        <div className="pg-board-bar">
          <fieldset className="pg-chips" aria-label="按标签筛选">
            <legend className="xz-sr-only">按标签筛选</legend>
            <button
              type="button"
              className={tag === '' ? 'pg-chip pg-chip--on' : 'pg-chip'}
              aria-pressed={tag === ''}
              onClick={() => chooseTag('')}
            >
              全部
            </button>
            {tags.map((t) => (
              <button
                type="button"
                key={t.tag}
                className={tag === t.tag ? 'pg-chip pg-chip--on' : 'pg-chip'}
                aria-pressed={tag === t.tag}
                onClick={() => chooseTag(t.tag)}
              >
                <Icon name="tag" size={13} />
                {t.tag}
                <span className="pg-chip__count">{t.count}</span>
              </button>
            ))}
          </fieldset>
          <div className="pg-board-bar__actions">
            <Button variant="text" icon="chat" onClick={() => navigate('/message/chat')}>
              聊天室
            </Button>
            {writeButton}
          </div>
        </div>

        {status === 'loading' && items.length === 0 ? (
          <Loading text="留言加载中…" />
        ) : status === 'error' ? (
          <ErrorState message={error} onRetry={() => void fetchPage(tag, 1)} />
        ) : items.length === 0 ? (
          <Empty text={tag ? `「${tag}」下还没有留言` : '还没有留言，快来抢沙发吧'}>{writeButton}</Empty>
        ) : (
          <>
            <p className="pg-board-count" aria-live="polite">
              {tag ? `「${tag}」共 ${total} 条留言` : `共 ${total} 条留言`}
            </p>
            <Masonry
              className={status === 'loading' ? 'pg-board pg-board--stale' : 'pg-board'}
              items={items}
              getKey={(m) => m.id}
              estimate={estimateNote}
              minColumn={250}
              render={(m) => (
                <MessageCard
                  entry={m}
                  href={`/message/detail?id=${m.id}`}
                  onLike={like.toggle}
                  likeBusy={like.busy(m.id)}
                />
              )}
            />
            <div className="pg-more" ref={sentinel}>
              {status === 'more' ? (
                <span className="pg-more__loading">
                  <Spinner size="small" /> 加载中…
                </span>
              ) : status === 'moreError' ? (
                <Button size="small" icon="refresh" onClick={loadMore}>
                  加载失败，点击重试
                </Button>
              ) : hasMore ? (
                <Button onClick={loadMore}>加载更多</Button>
              ) : (
                <span className="pg-more__end">已经到底啦</span>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  )
}
