import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DeskAt } from '../../testing/desk-at.tsx'
import {
  allowForABusyMachine,
  bodyOf,
  calls,
  mockDeskApi,
  unmockDeskApi,
} from '../../testing/mock-desk-api.ts'
import { sectionRoutes, withGlobeFile } from '../fixtures.ts'
import { reviewRoutes } from './review-fixtures.ts'

// The desk's 待审核 and 审核设置 (docs/api.md §27).

beforeEach(() => {
  allowForABusyMachine()
  mockDeskApi(sectionRoutes(), withGlobeFile)
})
afterEach(unmockDeskApi)

const confirmWith = async (user: ReturnType<typeof userEvent.setup>, button: string) =>
  user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: button }))

describe('待审核', () => {
  it('shows how many wait beside 审核, and each item with why it waits', async () => {
    render(<DeskAt start="/desk/moderation/review" />)
    const menu = screen.getAllByRole('navigation', { name: '管理分区' })[0] as HTMLElement
    await waitFor(() => expect(within(menu).getByRole('link', { name: /审核/ }).textContent).toBe('审核2'))
    const list = await screen.findByRole('list', { name: '待审核的评论' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(list.textContent).toContain('审核原因：含有敏感词「代开发票」；游客评论中的链接超过 2 个')
    // and, below, what was refused outright
    const refused = await screen.findByRole('list', { name: '最近拒绝的内容' })
    expect(refused.textContent).toContain('拒绝原因：请不要重复发送相同的内容')
  })

  it('approves one in a click, and the count on the menu follows', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/moderation/review" />)
    await user.click(await screen.findByRole('button', { name: '通过 过路人 的评论' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: '通过 过路人 的评论' })).toBeNull())
    expect(bodyOf('POST /api/desk/review')).toEqual({
      items: [{ kind: 'comment', id: 71 }],
      action: 'approve',
    })
    const menu = screen.getAllByRole('navigation', { name: '管理分区' })[0] as HTMLElement
    await waitFor(() => expect(within(menu).getByRole('link', { name: /审核/ }).textContent).toBe('审核1'))
  })

  it('marks the ticked ones as spam in one batch, after saying what that does', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/moderation/review" />)
    await user.click(await screen.findByRole('checkbox', { name: '全选本页' }))
    await user.click(screen.getByRole('button', { name: '标为垃圾 2 条' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('会被屏蔽')
    await confirmWith(user, '确定')
    expect(await screen.findByText('没有待审核的评论')).toBeTruthy()
    expect(bodyOf('POST /api/desk/review')).toEqual({
      items: [
        { kind: 'comment', id: 71 },
        { kind: 'comment', id: 72 },
      ],
      action: 'spam',
    })
  })
})

describe('审核设置', () => {
  it('saves the word lists one word a line', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/moderation/rules" />)
    const body = await screen.findByRole('textbox', { name: '正文敏感词' })
    await user.clear(body)
    await user.type(body, '  网贷秒批 {Enter}{Enter}裸聊')
    await user.selectOptions(screen.getByRole('combobox', { name: '正文命中时' }), 'replace')
    await user.click(
      within(screen.getByRole('form', { name: '敏感词' })).getByRole('button', { name: '保存' }),
    )
    await waitFor(() => expect(calls()).toContain('PUT /api/desk/review/words'))
    expect(bodyOf('PUT /api/desk/review/words')).toMatchObject({
      body: { action: 'replace', words: ['网贷秒批', '裸聊'] },
      nick: { action: 'reject', words: ['代开发票'] },
    })
  })

  it('shows a review mode the environment fixed, and does not let it change', async () => {
    mockDeskApi({ ...sectionRoutes(), ...reviewRoutes({ audit_fixed: 'guests' }) }, withGlobeFile)
    render(<DeskAt start="/desk/moderation/rules" />)
    expect(await screen.findByText(/由环境变量 XZ_COMMENT_AUDIT 固定为「所有游客」/)).toBeTruthy()
    expect((screen.getByRole('combobox', { name: '页面评论' }) as HTMLSelectElement).disabled).toBe(true)
  })
})
