import type { Letter } from './letter.ts'

// Letters that are not about something a visitor wrote.

export const testLetter = (site: string): Letter => ({
  event: 'test',
  subject: `「${site}」的测试邮件`,
  lead: '这是一封测试邮件：收到它，说明站点的邮件设置可以正常发信。',
})

export const confirmLetter = (site: string, url: string): Letter => ({
  event: 'confirm',
  subject: `确认你在「${site}」的邮箱`,
  lead: `请点击下面的链接确认这个邮箱，确认后「${site}」会把回复等通知发到这里。链接 48 小时内有效；如果不是你本人操作，忽略这封邮件即可。`,
  link: { label: '确认邮箱', url },
})
