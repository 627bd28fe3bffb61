export { RecentComments, type RecentCommentsProps } from './RecentComments.tsx'
