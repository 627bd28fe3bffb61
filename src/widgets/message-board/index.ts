export { type MessageChange, onMessageChange } from './message-events.ts'
export { MESSAGE_BOARD_CSS, MessageBoard, type MessageBoardProps } from './MessageBoard.tsx'
export type { BoardView, NavigateHandler, NavigateOptions } from './paths.ts'
