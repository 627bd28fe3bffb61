import { MessageBoard, type MessageBoardProps } from '../../widgets/message-board/index.ts'
import { useWidgetNavigate } from '../hooks/useWidgetNavigate.ts'
import { CHAT_PATH } from '../paths.ts'
import { PageShell, type PageShellProps } from './PageShell.tsx'

export interface BoardShellProps
  extends Omit<MessageBoardProps, 'onNavigate' | 'chatPath'>,
    Pick<PageShellProps, 'route' | 'title' | 'subtitle' | 'narrow'> {}

/** A message-board route: the page's banner over the board widget, whose moves become routes. */
export function BoardShell({ route, title, subtitle, narrow, ...board }: BoardShellProps) {
  const onNavigate = useWidgetNavigate()
  return (
    <PageShell route={route} title={title} subtitle={subtitle} narrow={narrow}>
      <MessageBoard {...board} chatPath={CHAT_PATH} onNavigate={onNavigate} />
    </PageShell>
  )
}
