import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CommentSettings } from '../../../core/contract/index.ts'
import { DeskAt } from '../../testing/desk-at.tsx'
import { allowForABusyMachine, lastBodyOf, mockDeskApi, unmockDeskApi } from '../../testing/mock-desk-api.ts'
import { sectionRoutes, withGlobeFile } from '../fixtures.ts'

// 站点 → 评论: who may comment on the pages of the sites that embed the comments (docs/api.md §25).

const DEFAULTS: CommentSettings = { guests: true, guest_email_required: false, users_only: false }

beforeEach(() => {
  allowForABusyMachine()
  mockDeskApi({ ...sectionRoutes(), 'GET /api/desk/comment-settings': DEFAULTS }, withGlobeFile)
})
afterEach(unmockDeskApi)

describe('desk 站点 → 评论', () => {
  it('shows the three settings, saves them, and 仅登录用户 turns the guest ones off', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/site/comments" />)
    const form = await screen.findByRole('form', { name: '评论设置' })
    const box = (name: string) => within(form).getByRole('checkbox', { name }) as HTMLInputElement
    expect([box('游客可评论').checked, box('游客须填邮箱').checked, box('仅登录用户').checked]).toEqual([
      true,
      false,
      false,
    ])
    expect(within(form).getByText('游客填写昵称即可评论，邮箱和网址可选。')).toBeTruthy()

    await user.click(box('游客须填邮箱'))
    expect(within(form).getByText('游客填写昵称和邮箱即可评论，邮箱不公开。')).toBeTruthy()
    await user.click(box('仅登录用户'))
    expect(box('游客可评论').disabled).toBe(true)
    expect(box('游客须填邮箱').disabled).toBe(true)
    expect(within(form).getByText('访客需要登录后才能评论。')).toBeTruthy()

    await user.click(within(form).getByRole('button', { name: '保存' }))
    await screen.findByText('保存成功')
    expect(lastBodyOf('PUT /api/desk/comment-settings')).toEqual({
      guests: true,
      guest_email_required: true,
      users_only: true,
    })
  })
})
