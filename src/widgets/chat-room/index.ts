// The chat room for React users; `./element.ts` registers <xz-chat-room>.
export { CHAT_ROOM_MSG, ChatRoom, type ChatRoomMode, type ChatRoomProps } from './ChatRoom.tsx'
export { CHAT_EMOJI } from './emoji.ts'
