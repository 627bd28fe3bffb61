import { clearChat, deleteChatOne, getDeskChat } from '../../../core/api/index.ts'
import { Button } from '../../../widgets/ui/index.ts'
import { SearchForm, TextRow } from '../parts.tsx'
import { PagedRows, usePagedList } from '../../PagedRows.tsx'
import * as icons from '../../../widgets/ui/icons.ts'

/** The chat room's history, newest first, searchable; delete one line or clear it all. */
export function ChatPane() {
  const { query, filter, rows, paging } = usePagedList('desk-chat', { keyword: '' }, ({ keyword, current }) =>
    getDeskChat({ current, size: 30, ...(keyword ? { keyword } : {}) }),
  )
  return (
    <>
      <SearchForm label="聊天内容" onSearch={(keyword) => filter(() => ({ keyword }))}>
        <Button
          className="xz-desk-danger"
          icon={icons.trash}
          disabled={rows.busy === 0}
          onClick={() => void rows.act(0, '确定清空全部聊天记录吗？此操作无法恢复。', clearChat, '已清空')}
        >
          清空记录
        </Button>
      </SearchForm>
      <PagedRows
        label="聊天记录"
        empty={query.keyword ? '没有找到相关聊天' : '还没有聊天记录'}
        {...paging}
        row={(m) => (
          <TextRow
            key={m.id}
            id={m.id}
            who={m.nick_name}
            time={m.createdAt}
            text={m.content_type === 'image' ? '[图片]' : m.content}
            what="聊天"
            question="确定删除这条聊天记录吗？在线的人会看到它被撤回。"
            remove={() => deleteChatOne(m.id)}
            rows={rows}
          />
        )}
      />
      {rows.dialog}
    </>
  )
}
