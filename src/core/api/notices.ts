import type {
  NoticeEmail,
  NoticeSettings,
  NoticeSettingsBody,
  OutboxQuery,
  OutboxRow,
  Paged,
  TestMailResult,
} from '../contract/index.ts'
import { del, get, post, put, seg } from './client.ts'

// Notices by e-mail and webhook (docs/api.md §26): the desk's settings and outbox, and a user's
// own address for notices.

export const getNoticeSettings = (): Promise<NoticeSettings> => get('desk/notices')

export const saveNoticeSettings = (body: NoticeSettingsBody): Promise<NoticeSettings> =>
  put('desk/notices', body)

/** Sends at once; `error` holds the SMTP server's own words when it failed. */
export const sendTestMail = (to: string): Promise<TestMailResult> => post('desk/notices/test-mail', { to })

export const getOutbox = (query: OutboxQuery): Promise<Paged<OutboxRow>> => post('desk/outbox', query)

export const resendOutbox = (id: number): Promise<OutboxRow> => put(`desk/outbox/resend/${seg(id)}`)

export const getNoticeEmail = (): Promise<NoticeEmail> => get('notice/email')

/** Keeps the address unconfirmed and mails it a link to confirm. */
export const setNoticeEmail = (email: string): Promise<NoticeEmail> => put('notice/email', { email })

export const removeNoticeEmail = (): Promise<NoticeEmail> => del('notice/email')
