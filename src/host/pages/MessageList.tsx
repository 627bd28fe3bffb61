import { BoardShell } from '../components/BoardShell.tsx'

/** /message/list — the message board (kept alive by the shell, so it keeps its tag and place). */
export default function MessageList() {
  return (
    <BoardShell
      route="MessageList"
      title="留言板"
      subtitle="有什么想说的，都可以写在这里，留下你的足迹吧～"
      view="list"
    />
  )
}
