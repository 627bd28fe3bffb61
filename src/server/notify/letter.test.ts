import { describe, expect, it } from 'vitest'
import { composeMail, letterText } from './letter.ts'

// The words of a notice (docs/api.md §26): what a visitor wrote can neither break the mail's
// markup nor its headers.

const site = { name: '小站', url: 'https://blog.example' }

describe('composeMail', () => {
  it('escapes what visitors wrote in the HTML part and keeps it as written in the text part', () => {
    const mail = composeMail(
      {
        event: 'comment',
        subject: '新评论',
        lead: '<b>坏人</b> 评论了：',
        quote: '<script>alert(1)</script>\n第二行',
      },
      'a@mail.example',
      site,
      'https://blog.example/notice/unsubscribe?token=t',
    )
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>坏人</b>')
    expect(mail.html).toContain('&#60;script&#62;')
    expect(mail.text).toContain('> <script>alert(1)</script>\n> 第二行')
    expect(mail.headers['List-Unsubscribe']).toBe('<https://blog.example/notice/unsubscribe?token=t>')
  })

  it('writes the subject on one line, however the title or nickname in it was written', () => {
    const mail = composeMail(
      { event: 'comment', subject: '「小站」有新评论：页面《标题\r\nBcc: x@evil.example》', lead: '' },
      'a@mail.example',
      site,
      'https://blog.example/u',
    )
    expect(mail.subject).toBe('「小站」有新评论：页面《标题 Bcc: x@evil.example》')
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })

  it('gives the chat bots the site, the subject, the words and the links', () => {
    const text = letterText(
      {
        event: 'reply',
        subject: '有人回复了你',
        lead: '小明 回复了你：',
        quote: '你好',
        link: { label: '查看评论', url: 'https://x/#comment-1' },
      },
      site,
    )
    expect(text).toBe('【小站】有人回复了你\n小明 回复了你：\n你好\n查看评论：https://x/#comment-1')
  })
})
