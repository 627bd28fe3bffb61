// The chat room for React users; `./element.ts` registers <xz-chat-room>.
export { CHAT_ROOM_MSG, ChatRoom, type ChatRoomMode, type ChatRoomProps } from './ChatRoom.tsx'
export { EMOJI as CHAT_EMOJI } from '../ui/emoji.ts'
