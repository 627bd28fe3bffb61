import { type ReactNode, useCallback, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { deleteMessage, getMessageById } from '../../core/api/message.ts'
import type { MessageEntry } from '../../core/contract/index.ts'
import { toast } from '../../core/toast/index.ts'
import { Comments } from '../../widgets/comments/index.ts'
import { Button, ErrorState, Icon, Loading, useConfirm } from '../../widgets/ui/index.ts'
import { PageBanner } from '../components/PageBanner.tsx'
import { toastFailure } from './parts/errors.ts'
import { MessageCard } from './parts/MessageCard.tsx'
import { emitMessageChange } from './parts/message-events.ts'
import { useQueryId } from './parts/query.ts'
import { canManage, useMe } from './parts/session.ts'
import { useLoad } from './parts/use-load.ts'
import { useMessageLike } from './parts/use-message-like.ts'
import '../styles/pages-common.css'
import '../styles/pages-message.css'

/** Comments on a message-board entry have type 3 (API.md). */
const COMMENT_TYPE_MESSAGE = 3

/** /message/detail?id=N — one entry, large, with like, edit/delete for its author, and comments. */
export default function MessageDetail() {
  const id = useQueryId()
  const me = useMe()
  const [, navigate] = useLocation()
  const entry = useLoad(id === null ? null : `message-${id}`, () => getMessageById(id ?? 0))
  const { confirm, dialog } = useConfirm()
  const [deleting, setDeleting] = useState(false)
  const current = entry.data
  const currentRef = useRef(current)
  currentRef.current = current

  const setEntry = entry.setData
  const apply = useCallback((next: MessageEntry) => setEntry(next), [setEntry])
  const like = useMessageLike(apply)

  // the comment section knows the true count: the board (kept alive) hears about it too
  const onTotalChange = useCallback(
    (total: number) => {
      const prev = currentRef.current
      if (!prev || prev.comment_total === total) return
      const next = { ...prev, comment_total: total }
      setEntry(next)
      emitMessageChange({ type: 'update', entry: next })
    },
    [setEntry],
  )

  const remove = async (target: MessageEntry) => {
    if (!(await confirm('确定删除吗?', { danger: true, okText: '删除' }))) return
    setDeleting(true)
    try {
      await deleteMessage(target.id)
      emitMessageChange({ type: 'delete', id: target.id })
      toast.success('删除成功')
      navigate('/message/list', { replace: true })
    } catch (error) {
      toastFailure(error, '删除失败')
      setDeleting(false)
    }
  }

  const mine = current !== null && canManage(me, current.user_id)
  let body: ReactNode
  if (id === null) {
    body = <ErrorState message="缺少留言编号" />
  } else if (entry.status === 'error') {
    body = <ErrorState message={entry.error} onRetry={entry.reload} />
  } else if (!current) {
    body = <Loading />
  } else {
    body = (
      <>
        <MessageCard entry={current} variant="large" onLike={like.toggle} likeBusy={like.busy(current.id)} />
        <section className="pg-detail__comments" aria-label="评论">
          <Comments type={COMMENT_TYPE_MESSAGE} forId={current.id} onTotalChange={onTotalChange} />
        </section>
      </>
    )
  }

  return (
    <div className="pg-page pg-message-detail">
      <PageBanner route="MessageDetail" title="留言详情" />
      <div className="pg-container pg-container--narrow">
        <div className="pg-detail__top">
          <Link href="/message/list" className="pg-back">
            <Icon name="arrow-left" size={16} />
            返回留言板
          </Link>
          {mine && current ? (
            <div className="pg-detail__actions">
              <Button icon="edit" onClick={() => navigate(`/message/publish?id=${current.id}`)}>
                编辑
              </Button>
              <Button variant="danger" icon="trash" loading={deleting} onClick={() => void remove(current)}>
                删除
              </Button>
            </div>
          ) : null}
        </div>
        {body}
      </div>
      {dialog}
    </div>
  )
}
