// The React components of the package (`xiaozhan/widgets`). Importing this registers no
// custom element; `xiaozhan/elements` does that. A new widget folder adds its line here, the only
// line it adds by hand (registry.ts derives everything else from the folder).
export { Albums, type AlbumsProps } from './albums/index.ts'
export { Article, type ArticleProps } from './article/index.ts'
export { ChatRoom, type ChatRoomProps } from './chat-room/index.ts'
export { CommentCount, type CommentCountProps } from './comment-count/index.ts'
export { Comments, type CommentsProps } from './comments/index.ts'
export { Login, type LoginProps, PasswordPanel, ProfilePanel } from './login/index.ts'
export { Links, type LinksProps } from './links/index.ts'
export { MessageBoard, type MessageBoardProps } from './message-board/index.ts'
export { Notifications, type NotificationsProps } from './notifications/index.ts'
export { PageView, type PageViewProps } from './pageview/index.ts'
export { Reactions, type ReactionsProps } from './reactions/index.ts'
export { RecentComments, type RecentCommentsProps } from './recent-comments/index.ts'
export { Search, type SearchProps } from './search/index.ts'
export { Talk, type TalkProps } from './talk/index.ts'
export { Timeline, type TimelineProps } from './timeline/index.ts'
export * from './ui/index.ts'
