import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { getMessageList } from '../../../core/api/message.ts'
import type { MessageEntry } from '../../../core/contract/index.ts'
import { Button, Empty, ErrorState, Loading, Spinner } from '../../../widgets/ui/index.ts'
import { errorText } from './errors.ts'
import { Masonry } from './Masonry.tsx'
import { MessageCard } from './MessageCard.tsx'
import { onMessageChange } from './message-events.ts'
import { estimateNote } from './message-estimate.ts'
import { useMessageLike } from './use-message-like.ts'

const SIZE = 10

/** 我的留言: the user's own board entries (POST /message/getMessageList with author_id). */
export function MyMessagesPanel({ userId }: { userId: number }) {
  const [, navigate] = useLocation()
  const [items, setItems] = useState<MessageEntry[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(0)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error' | 'more'>('loading')
  const [error, setError] = useState('')

  const alive = useRef(true)
  const load = useCallback(
    async (current: number) => {
      setStatus(current === 1 ? 'loading' : 'more')
      try {
        const result = await getMessageList({ current, size: SIZE, author_id: userId })
        if (!alive.current) return
        setItems((prev) =>
          current === 1
            ? result.list
            : [...prev, ...result.list.filter((m) => !prev.some((p) => p.id === m.id))],
        )
        setTotal(result.total)
        setPage(current)
        setStatus('ready')
      } catch (e) {
        if (!alive.current) return
        setError(errorText(e))
        setStatus(current === 1 ? 'error' : 'ready')
      }
    },
    [userId],
  )

  useEffect(() => {
    alive.current = true
    void load(1)
    return () => {
      alive.current = false
    }
  }, [load])

  useEffect(
    () =>
      onMessageChange((change) => {
        if (change.type === 'delete') setItems((prev) => prev.filter((m) => m.id !== change.id))
        else if (change.type === 'update')
          setItems((prev) => prev.map((m) => (m.id === change.entry.id ? { ...m, ...change.entry } : m)))
      }),
    [],
  )

  const apply = useCallback((entry: MessageEntry) => {
    setItems((prev) => prev.map((m) => (m.id === entry.id ? entry : m)))
  }, [])
  const like = useMessageLike(apply)

  if (status === 'loading') return <Loading />
  if (status === 'error') return <ErrorState message={error} onRetry={() => void load(1)} />
  if (items.length === 0) {
    return (
      <Empty text="你还没有写过留言">
        <Button variant="primary" icon="edit" onClick={() => navigate('/message/publish')}>
          去写留言
        </Button>
      </Empty>
    )
  }
  return (
    <div className="pg-my-messages">
      <p className="pg-muted pg-my-messages__count">共 {total} 条留言</p>
      <Masonry
        items={items}
        getKey={(m) => m.id}
        estimate={estimateNote}
        minColumn={240}
        maxColumns={2}
        render={(m) => (
          <MessageCard
            entry={m}
            href={`/message/detail?id=${m.id}`}
            onLike={like.toggle}
            likeBusy={like.busy(m.id)}
          />
        )}
      />
      <div className="pg-more">
        {status === 'more' ? (
          <span className="pg-more__loading">
            <Spinner size="small" /> 加载中…
          </span>
        ) : items.length < total ? (
          <Button onClick={() => void load(page + 1)}>加载更多</Button>
        ) : (
          <span className="pg-more__end">已经到底啦</span>
        )}
      </div>
    </div>
  )
}
