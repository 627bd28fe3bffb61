import { BoardShell } from '../components/BoardShell.tsx'
import { useQueryId } from '../hooks/useQueryId.ts'

/** /message/detail?id=N — one entry, large, with like, edit/delete for its author, and comments. */
export default function MessageDetail() {
  return (
    <BoardShell
      route="MessageDetail"
      title="留言详情"
      view="detail"
      messageId={useQueryId() ?? undefined}
      narrow
    />
  )
}
