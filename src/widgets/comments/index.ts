export { type CommentsProps, Comments } from './Comments.tsx'
export type { CommentOrder } from './comments-store.ts'
