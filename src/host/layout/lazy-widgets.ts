import { lazy } from 'react'

// The heavier widgets stay out of the first load: each is fetched when the header first needs it
// (the search dialog on the first click, the bell once logged in), the chat room when opened or
// well after the page has loaded (FloatingChat, itself fetched after the page: Layout).
export const loadLogin = () => import('../../widgets/login/index.ts')
export const loadSearch = () => import('../../widgets/search/index.ts')
export const loadNotifications = () => import('../../widgets/notifications/index.ts')
export const loadChatRoom = () => import('../../widgets/chat-room/index.ts')

export const LazyLogin = lazy(() => loadLogin().then((m) => ({ default: m.Login })))
export const LazySearch = lazy(() => loadSearch().then((m) => ({ default: m.Search })))
export const LazyNotifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })))
export const LazyChatRoom = lazy(() => loadChatRoom().then((m) => ({ default: m.ChatRoom })))
