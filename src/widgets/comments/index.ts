export { type CommentsProps, Comments } from './Comments.tsx'
export type { CommentOrder } from '../../core/comments/index.ts'
