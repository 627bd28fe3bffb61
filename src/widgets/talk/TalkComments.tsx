import { Comments, type CommentsProps } from '../comments/Comments.tsx'

/**
 * A talk's comment section, fetched with the first click on 评论 (TalkCard.tsx). Its own module,
 * so the lazy import gets a chunk of its own rather than a namespace of the shared Comments chunk.
 */
export default function TalkComments(props: Omit<CommentsProps, 'type'>) {
  return <Comments type={2} {...props} />
}
