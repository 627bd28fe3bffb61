import { BoardShell } from '../components/BoardShell.tsx'
import { useQueryId } from '../hooks/useQueryId.ts'

/** /message/publish — write an entry (guests too); /message/publish?id=N edits one's own. */
export default function MessagePublish() {
  const editId = useQueryId()
  const editing = editId !== null
  return (
    <BoardShell
      route="PublishMessage"
      title={editing ? '编辑留言' : '写留言'}
      subtitle={editing ? '修改一下想说的话' : '写下你想说的话，选一张喜欢的信纸'}
      view="publish"
      messageId={editId ?? undefined}
    />
  )
}
