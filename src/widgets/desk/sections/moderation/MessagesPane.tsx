import { useState } from 'react'
import { deleteMessage, getMessageList } from '../../../../core/api/index.ts'
import type { MessageEntry } from '../../../../core/contract/index.ts'
import { useLoad } from '../../../ui/index.ts'
import { type RowAct, useRowAct } from '../../actions.ts'
import { TextRow } from '../parts.tsx'
import { PagedRows } from '../../PagedRows.tsx'

type MessageRowData = Pick<MessageEntry, 'id' | 'nick_name' | 'message' | 'createdAt'> & { tag?: string }

/** A message-board entry as the desk lists it, with delete. */
export function MessageRow({ message: m, rows }: { message: MessageRowData; rows: RowAct }) {
  return (
    <TextRow
      id={m.id}
      who={m.nick_name}
      about={m.tag ? <span className="xz-desk-chip">{m.tag}</span> : null}
      time={m.createdAt}
      text={m.message}
      what="留言"
      question="确定删除这条留言吗？"
      remove={() => deleteMessage(m.id)}
      rows={rows}
    />
  )
}

/** The message board's entries, newest first; delete asks first. */
export function MessagesPane() {
  const [current, setCurrent] = useState(1)
  const list = useLoad(`desk-messages:${current}`, () => getMessageList({ current, size: 20 }), {
    keep: true,
  })
  const rows = useRowAct(list.reload)
  return (
    <>
      <PagedRows
        label="留言列表"
        empty="还没有留言"
        loaded={list}
        current={current}
        onPage={setCurrent}
        row={(m) => <MessageRow key={m.id} message={m} rows={rows} />}
      />
      {rows.dialog}
    </>
  )
}
