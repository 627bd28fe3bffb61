import { deleteComment, getDeskComments } from '../../../core/api/index.ts'
import type { CommentType, DeskComment } from '../../../core/contract/index.ts'
import type { RowAct } from '../../actions.ts'
import { Choice, TextRow } from '../parts.tsx'
import { PagedRows, usePagedList } from '../../PagedRows.tsx'

const KIND: Record<CommentType, string> = { 1: '文章', 2: '说说', 3: '留言', 4: '页面' }

/** One comment as the desk lists it: its author, what it answers and hangs on, delete. */
export function CommentRow({ comment: c, rows }: { comment: DeskComment; rows: RowAct }) {
  return (
    <TextRow
      id={c.id}
      who={c.from_name}
      about={
        <>
          {c.to_name ? <span>回复 {c.to_name}</span> : null}
          <span>
            {KIND[c.type]}
            {c.target ? `「${c.target}」` : '（已删除）'}
          </span>
          {c.reply_count > 0 ? <span>{c.reply_count} 条回复</span> : null}
          {c.status ? <span className="xz-desk-chip">{c.status === 'held' ? '待审核' : '垃圾'}</span> : null}
        </>
      }
      time={c.createdAt}
      text={c.content}
      what="评论"
      question={
        c.reply_count > 0
          ? `确定删除这条评论吗？其下的 ${c.reply_count} 条回复会一并删除。`
          : '确定删除这条评论吗？'
      }
      remove={() => deleteComment(c.id)}
      rows={rows}
    />
  )
}

/** Every comment and reply, newest first, filtered by what they hang on; delete asks first. */
export function CommentsPane() {
  const first: { type?: CommentType } = {}
  const { query, filter, rows, paging } = usePagedList('desk-comments', first, ({ type, current }) =>
    getDeskComments({ current, size: 20, ...(type ? { type } : {}) }),
  )
  return (
    <>
      <Choice
        label="评论对象"
        value={query.type}
        options={[
          [undefined, '全部评论'],
          ...([1, 2, 3, 4] as const).map((t) => [t, `${KIND[t]}的评论`] as const),
        ]}
        onChange={(type) => filter(() => (type ? { type } : {}))}
      />
      <PagedRows
        label="评论列表"
        empty="没有评论"
        {...paging}
        row={(c) => <CommentRow key={c.id} comment={c} rows={rows} />}
      />
      {rows.dialog}
    </>
  )
}
