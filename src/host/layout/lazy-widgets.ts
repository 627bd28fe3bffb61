import { lazy } from 'react'

// The heavier widgets stay out of the first load: each is fetched when the header first needs it
// (the search dialog on the first click, the bell once logged in, the chat button after the page,
// the chat room itself when opened or well after the page has loaded: FloatingChat).
export const loadLogin = () => import('../../widgets/login/index.ts')
export const loadSearch = () => import('../../widgets/search/index.ts')
export const loadNotifications = () => import('../../widgets/notifications/index.ts')
export const loadChatRoom = () => import('../../widgets/chat-room/index.ts')
export const loadFloatingChat = () => import('./FloatingChat.tsx')

export const LazyLogin = lazy(() => loadLogin().then((m) => ({ default: m.Login })))
export const LazySearch = lazy(() => loadSearch().then((m) => ({ default: m.Search })))
export const LazyNotifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })))
export const LazyChatRoom = lazy(() => loadChatRoom().then((m) => ({ default: m.ChatRoom })))
export const LazyFloatingChat = lazy(() => loadFloatingChat().then((m) => ({ default: m.FloatingChat })))
