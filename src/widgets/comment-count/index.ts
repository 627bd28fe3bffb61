export { CommentCount, type CommentCountProps } from './CommentCount.tsx'
