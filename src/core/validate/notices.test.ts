import { describe, expect, it } from 'vitest'
import { mailFromError, NOTICE_MSG, noticeSiteUrlError, smtpUrlError, webhookUrlError } from './notices.ts'

// The notice settings' rules (docs/api.md §26), the same in the desk's form and on the server.

describe('notice settings rules', () => {
  it('takes smtp:// and smtps:// addresses, or nothing', () => {
    expect(smtpUrlError('')).toBeNull()
    expect(smtpUrlError('smtps://a%40qq.com:pw@smtp.qq.com:465')).toBeNull()
    expect(smtpUrlError('smtp://127.0.0.1:2525')).toBeNull()
    expect(smtpUrlError('http://smtp.example.com')).toBe(NOTICE_MSG.smtpUrl)
    expect(smtpUrlError('smtp.example.com')).toBe(NOTICE_MSG.smtpUrl)
  })

  it('takes a sender as an address or as 名字 <address>', () => {
    expect(mailFromError('')).toBeNull()
    expect(mailFromError('blog@example.com')).toBeNull()
    expect(mailFromError('小站 <blog@example.com>')).toBeNull()
    expect(mailFromError('小站')).toBe(NOTICE_MSG.mailFrom)
    expect(mailFromError('小站 <not an address>')).toBe(NOTICE_MSG.mailFrom)
  })

  it('wants http(s) for the site and the webhooks', () => {
    expect(noticeSiteUrlError('https://blog.example.com')).toBeNull()
    expect(noticeSiteUrlError('blog.example.com')).toBe(NOTICE_MSG.siteUrl)
    expect(webhookUrlError('')).toBe(NOTICE_MSG.webhookUrl)
    expect(webhookUrlError('javascript:alert(1)')).toBe(NOTICE_MSG.webhookUrl)
    expect(webhookUrlError('https://oapi.dingtalk.com/robot/send?access_token=t')).toBeNull()
  })
})
