import { type MouseEvent, type ReactNode, useCallback, useRef, useState } from 'react'
import { deleteMessage, getMessageById } from '../../core/api/message.ts'
import type { MessageEntry } from '../../core/contract/index.ts'
import { toast } from '../../core/toast/index.ts'
import { Comments } from '../comments/index.ts'
import { Button, ErrorState, Icon, Loading, useConfirm } from '../ui/index.ts'
import { toastFailure } from '../ui/failure.ts'
import { MessageCard } from './MessageCard.tsx'
import { emitMessageChange } from './message-events.ts'
import { isModifiedClick, type NavigateOptions, pathOf, type Screen } from './paths.ts'
import { canManage } from '../../core/session/index.ts'
import { useMe } from '../ui/use-me.ts'
import { useLoad } from '../ui/use-load.ts'
import { useMessageLike } from './use-message-like.ts'
import * as icons from '../ui/icons.ts'
import { usePartStyles } from '../ui/styles.ts'
import detailCss from './message-detail.css?inline'

/** Comments on a message-board entry have type 3 (docs/api.md §10). */
const COMMENT_TYPE_MESSAGE = 3

const BOARD: Screen = { view: 'list', id: null }

export interface DetailProps {
  id: number | null
  go: (screen: Screen, options?: NavigateOptions) => void
}

/** One entry, large, with like, edit and delete for its author, and its comments. */
export function Detail({ id, go }: DetailProps) {
  usePartStyles(detailCss)
  const me = useMe()
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
      go(BOARD, { replace: true })
    } catch (error) {
      toastFailure(error, '删除失败')
      setDeleting(false)
    }
  }

  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return
    event.preventDefault()
    go(BOARD)
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
        <section className="xz-mb-comments" aria-label="评论">
          <Comments type={COMMENT_TYPE_MESSAGE} forId={current.id} onTotalChange={onTotalChange} />
        </section>
      </>
    )
  }

  return (
    <div className="xz-mb-detail">
      <div className="xz-mb-top">
        <a href={pathOf(BOARD)} className="xz-mb-back" onClick={back}>
          <Icon icon={icons.arrowLeft} size={16} />
          返回留言板
        </a>
        {mine && current ? (
          <div className="xz-mb-actions">
            <Button icon={icons.edit} onClick={() => go({ view: 'publish', id: current.id })}>
              编辑
            </Button>
            <Button
              variant="danger"
              icon={icons.trash}
              loading={deleting}
              onClick={() => void remove(current)}
            >
              删除
            </Button>
          </div>
        ) : null}
      </div>
      {body}
      {dialog}
    </div>
  )
}
