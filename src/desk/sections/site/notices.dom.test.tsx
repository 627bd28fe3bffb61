import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { NoticeSettings, OutboxRow } from '../../../core/contract/index.ts'
import { DeskAt } from '../../testing/desk-at.tsx'
import {
  allowForABusyMachine,
  calls,
  lastBodyOf,
  mockDeskApi,
  unmockDeskApi,
} from '../../testing/mock-desk-api.ts'
import { sectionRoutes, withGlobeFile } from '../fixtures.ts'

// 站点 → 通知 and 发件箱 (docs/desk-api.md §Notices).

const SETTINGS: NoticeSettings = {
  smtp_url: 'smtps://mailer@smtp.example.com:465',
  smtp_password_set: true,
  mail_from: '',
  site_url: '',
  admin_email: 'owner@example.com',
  fixed: ['admin_email'],
  owner: { comment: true, message: true, link: true, review: true },
  webhooks: [],
}

const row = (over: Partial<OutboxRow>): OutboxRow => ({
  id: 1,
  channel: 'mail',
  recipient: 'guest@example.com',
  event: 'reply',
  subject: '小明 在「小站」回复了你',
  status: 'sent',
  attempts: 1,
  next_at: '2026-05-01T08:00:00.000Z',
  last_error: '',
  sent_at: '2026-05-01T08:00:01.000Z',
  createdAt: '2026-05-01T08:00:00.000Z',
  ...over,
})

const OUTBOX = [
  row({ id: 3, status: 'failed', last_error: '550 mailbox full', subject: '测试邮件' }),
  row({ id: 2, status: 'pending', attempts: 2, last_error: 'connect ECONNREFUSED' }),
  row({ id: 1 }),
]

beforeEach(() => {
  allowForABusyMachine()
  mockDeskApi(
    {
      ...sectionRoutes(),
      'GET /api/desk/notices': SETTINGS,
      'PUT /api/desk/notices': ({ body }: { body: unknown }) => ({
        ...SETTINGS,
        ...(body as object),
        smtp_password_set: true,
      }),
      'POST /api/desk/notices/test-mail': { sent: false, error: '535 Authentication failed: 密码错误' },
      'POST /api/desk/outbox': { current: 1, size: 20, total: 3, list: OUTBOX },
      'PUT /api/desk/outbox/resend/*': row({ id: 3, status: 'pending', attempts: 0 }),
    },
    withGlobeFile,
  )
})
afterEach(unmockDeskApi)

describe('desk 站点 → 通知', () => {
  it('never shows the password, keeps fixed fields read-only, and shows the SMTP error of a failed test mail', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/site/notices" />)
    const form = await screen.findByRole('form', { name: '通知设置' })
    const password = within(form).getByLabelText(/SMTP 密码/) as HTMLInputElement
    expect(password.value).toBe('')
    expect(within(form).getByText('已设置，留空则不变')).toBeTruthy()
    const owner = within(form).getByRole('textbox', { name: /站长邮箱/ }) as HTMLInputElement
    expect(owner.readOnly).toBe(true)
    expect(within(form).getByText('由环境变量 XZ_ADMIN_EMAIL 设置')).toBeTruthy()

    // a bad SMTP address is refused before anything is sent
    const smtp = within(form).getByRole('textbox', { name: /SMTP 服务器/ })
    await user.clear(smtp)
    await user.type(smtp, 'http://smtp.example.com')
    await user.click(within(form).getByRole('button', { name: '保存' }))
    expect(await within(form).findByText(/SMTP 地址应以 smtp:\/\/ 或 smtps:\/\/ 开头/)).toBeTruthy()
    expect(calls()).not.toContain('PUT /api/desk/notices')

    await user.clear(smtp)
    await user.type(smtp, 'smtp://mailer@smtp.example.com:587')
    await user.click(within(form).getByRole('button', { name: '添加 Webhook' }))
    await user.selectOptions(within(form).getByRole('combobox', { name: '类型' }), 'telegram')
    await user.type(
      within(form).getByRole('textbox', { name: '地址' }),
      'https://api.telegram.org/bot1/sendMessage',
    )
    await user.type(within(form).getByRole('textbox', { name: 'chat_id' }), '-1001')
    await user.click(within(form).getByRole('button', { name: '保存' }))
    await screen.findByText('保存成功')
    const sent = lastBodyOf('PUT /api/desk/notices') as Record<string, unknown>
    expect(sent).not.toHaveProperty('smtp_password')
    expect(sent).toMatchObject({
      smtp_url: 'smtp://mailer@smtp.example.com:587',
      webhooks: [{ kind: 'telegram', chat_id: '-1001', enabled: true }],
    })

    const test = screen.getByRole('form', { name: '发送测试邮件' })
    await user.click(within(test).getByRole('button', { name: '发送测试邮件' }))
    expect((await within(test).findByRole('alert')).textContent).toBe(
      '发送失败：535 Authentication failed: 密码错误',
    )
  })
})

describe('desk 站点 → 发件箱', () => {
  it('lists sent, retrying and failed notices with the reason, and 重发 a failed one', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/site/outbox" />)
    const list = await screen.findByRole('list', { name: '发件箱' })
    const items = within(list).getAllByRole('listitem')
    expect(items[0]?.textContent).toContain('失败')
    expect(items[0]?.textContent).toContain('原因：550 mailbox full')
    expect(items[1]?.textContent).toContain('重试中 · 已试 2 次')
    expect(items[2]?.textContent).toContain('已发送')
    expect(within(items[2] as HTMLElement).queryByRole('button', { name: /重发/ })).toBeNull()
    await user.click(within(list).getByRole('button', { name: '重发「测试邮件」' }))
    expect(await screen.findByText('已重新排入发件箱')).toBeTruthy()
    expect(calls()).toContain('PUT /api/desk/outbox/resend/3')
  })
})
