import { deleteMessage, getMessageList } from '../../../core/api/index.ts'
import type { MessageEntry } from '../../../core/contract/index.ts'
import type { RowAct } from '../../actions.ts'
import { TextRow } from '../parts.tsx'
import { PagedRows, usePagedList } from '../../PagedRows.tsx'

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
  const { rows, paging } = usePagedList('desk-messages', {}, ({ current }) =>
    getMessageList({ current, size: 20 }),
  )
  return (
    <>
      <PagedRows
        label="留言列表"
        empty="还没有留言"
        {...paging}
        row={(m) => <MessageRow key={m.id} message={m} rows={rows} />}
      />
      {rows.dialog}
    </>
  )
}
