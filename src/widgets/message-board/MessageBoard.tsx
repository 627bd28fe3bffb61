import { lazy, Suspense, useCallback, useState } from 'react'
import { PAGE_SIZE_MAX } from '../../core/contract/index.ts'
import { Button, Loading, type ThemeSetting, Toaster, uiCss, WidgetRoot } from '../ui/index.ts'
import { Board } from './Board.tsx'
import boardCss from './message-board.css?inline'
import {
  type BoardView,
  type NavigateHandler,
  type NavigateOptions,
  pathOf,
  positiveInt,
  type Screen,
  viewOf,
} from './paths.ts'
import { requestLogin, useMe } from '../ui/use-me.ts'
import * as icons from '../ui/icons.ts'

/** The CSS texts the element adopts into its shadow root (the comment section brings its own). */
export const MESSAGE_BOARD_CSS: string[] = [uiCss, boardCss]

// The board is what most visits show: the form and the detail (with the comment section) load
// when first opened, so an embedded board does not fetch them up front.
const Publish = lazy(() => import('./Publish.tsx').then((m) => ({ default: m.Publish })))
const Detail = lazy(() => import('./Detail.tsx').then((m) => ({ default: m.Detail })))

export interface MessageBoardProps {
  /** 'light' | 'dark' | 'auto'; unset follows the site preference */
  theme?: ThemeSetting | string
  /**
   * The screen it opens on: 'list' (default) the board with hot tags; 'mine' the logged-in reader's
   * own entries; 'publish' the form (editing `messageId` when given); 'detail' one entry and its comments.
   */
  view?: BoardView | string
  /** the entry of the 'detail' screen, or the entry the 'publish' screen edits */
  messageId?: number
  /** entries per page; default 12 on the board, 10 on 'mine' */
  pageSize?: number
  /** when set, the board offers a "聊天室" button that goes to this address */
  chatPath?: string
  /**
   * Asked before changing screen, with the host's path of the screen (`/message/detail?id=3`).
   * Return false (the element: cancel `xz-navigate`) when the host routes itself; otherwise the
   * widget switches screen in place.
   */
  onNavigate?: NavigateHandler
}

/** The message board (留言板): notes in their authors' colours, a form with a live preview, comments. */
export function MessageBoard({ theme, view, messageId, pageSize, chatPath, onNavigate }: MessageBoardProps) {
  const start: Screen = { view: viewOf(view), id: positiveInt(messageId) }
  return (
    <WidgetRoot theme={theme} css={MESSAGE_BOARD_CSS} className="xz-mb" part="board">
      <Toaster />
      <Screens
        key={`${start.view}:${start.id ?? ''}`}
        start={start}
        pageSize={pageSizeOf(pageSize)}
        chatPath={chatPath || undefined}
        onNavigate={onNavigate}
      />
    </WidgetRoot>
  )
}

/** A page size the server accepts (1–50), or the screen's default. */
function pageSizeOf(value: unknown): number | undefined {
  const n = positiveInt(value)
  return n === null ? undefined : Math.min(n, PAGE_SIZE_MAX)
}

interface ScreensProps {
  start: Screen
  pageSize: number | undefined
  chatPath: string | undefined
  onNavigate: NavigateHandler | undefined
}

/**
 * The screen shown. A host that routes answers `onNavigate` and gives the next screen as props;
 * an embedding page does not, and the board switches here. The board it started on stays mounted
 * (hidden) meanwhile, so coming back finds the same tag, entries and scroll place.
 */
function Screens({ start, pageSize, chatPath, onNavigate }: ScreensProps) {
  const [screen, setScreen] = useState(start)
  const me = useMe()

  const go = useCallback(
    (next: Screen, options?: NavigateOptions) => {
      if (onNavigate?.(pathOf(next), options) === false) return
      setScreen(next)
    },
    [onNavigate],
  )
  const leave = useCallback(
    (path: string) => {
      if (onNavigate?.(path) !== false) globalThis.location?.assign(path)
    },
    [onNavigate],
  )

  const keepBoard = start.view === 'list' || start.view === 'mine'
  const board = keepBoard ? (
    <div hidden={screen.view !== start.view}>
      {start.view === 'mine' && !me ? (
        <div className="xz-mb-panel xz-mb-center">
          <p>登录后才能查看自己的留言</p>
          <Button variant="primary" icon={icons.user} onClick={requestLogin}>
            登录
          </Button>
        </div>
      ) : (
        <Board
          key={start.view === 'mine' ? me?.id : 'all'}
          authorId={start.view === 'mine' ? me?.id : undefined}
          pageSize={pageSize}
          chatPath={chatPath}
          go={go}
          leave={leave}
        />
      )}
    </div>
  ) : null

  let other = null
  if (screen.view === 'publish') other = <Publish key={screen.id} editId={screen.id} go={go} />
  else if (screen.view === 'detail') other = <Detail key={screen.id} id={screen.id} go={go} />
  else if (!keepBoard || screen.view !== start.view)
    other = <Board pageSize={pageSize} chatPath={chatPath} go={go} leave={leave} />

  return (
    <>
      {board}
      <Suspense fallback={<Loading />}>{other}</Suspense>
    </>
  )
}
