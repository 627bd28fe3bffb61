import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configure } from '../../core/config/index.ts'
import MessageDetail from './MessageDetail.tsx'
import { type MessageChange, onMessageChange } from './parts/message-events.ts'
import { type Call, callsTo, DEMO_USER, entry, mockApi, renderAt, setSession } from './parts/testing.tsx'

const OWN = entry({ id: 11, message: '我自己的留言', user_id: DEMO_USER.id, nick_name: DEMO_USER.nick_name })
const OTHER = entry({ id: 12, message: '别人的留言', user_id: 9, nick_name: '路人' })

let calls: Call[] = []

function mount(id: number) {
  calls = mockApi({
    'GET /api/message/getMessageById/11': OWN,
    'GET /api/message/getMessageById/12': OTHER,
    'DELETE /api/message/delete/11': true,
    'POST /api/comment/frontGetParentComment': { current: 1, size: 5, total: 0, list: [] },
    'POST /api/comment/getCommentTotal': 0,
  })
  const user = userEvent.setup()
  return { user, ...renderAt(<MessageDetail />, `/message/detail?id=${id}`) }
}

beforeEach(() => setSession(DEMO_USER))
afterEach(() => {
  cleanup()
  configure({ fetch: undefined })
  setSession(null)
})

describe('MessageDetail', () => {
  it('offers edit and delete only on the reader’s own entry', async () => {
    mount(12)
    await screen.findByText('别人的留言')
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull()
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
  })

  it('deletes after "确定删除吗?", tells the board and goes back to it', async () => {
    const changes: MessageChange[] = []
    const stop = onMessageChange((c) => changes.push(c))
    const { user, location } = mount(11)
    await screen.findByText('我自己的留言')
    await user.click(screen.getByRole('button', { name: '删除' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('确定删除吗?')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/message/list'))
    expect(callsTo(calls, 'DELETE', '/api/message/delete/11')).toHaveLength(1)
    expect(changes).toEqual([{ type: 'delete', id: 11 }])
    stop()
  })

  it('edit opens the publish screen for this entry', async () => {
    const { user, location } = mount(11)
    await screen.findByText('我自己的留言')
    await user.click(screen.getByRole('button', { name: '编辑' }))
    expect(location.history.at(-1)).toBe('/message/publish?id=11')
  })
})
