import type { PageRoute } from '../../core/contract/index.ts'
import { MessageBoard, type MessageBoardProps } from '../../widgets/message-board/index.ts'
import { useWidgetNavigate } from '../hooks/useWidgetNavigate.ts'
import { CHAT_PATH } from '../paths.ts'
import { PageBanner } from './PageBanner.tsx'
import '../styles/pages-common.css'

export interface BoardShellProps extends Omit<MessageBoardProps, 'onNavigate' | 'chatPath'> {
  /** the page header's key */
  route: PageRoute
  title: string
  subtitle?: string
  /** the detail's narrower column */
  narrow?: boolean
}

/** A message-board route: the page's banner over the board widget, whose moves become routes. */
export function BoardShell({ route, title, subtitle, narrow, ...board }: BoardShellProps) {
  const onNavigate = useWidgetNavigate()
  return (
    <div className="pg-page">
      <PageBanner route={route} title={title} subtitle={subtitle} />
      <div className={narrow ? 'pg-container pg-container--narrow' : 'pg-container'}>
        <MessageBoard {...board} chatPath={CHAT_PATH} onNavigate={onNavigate} />
      </div>
    </div>
  )
}
