import { describe, expect, it } from 'vitest'
import { COMMENT_MAX, MESSAGE_MAX, MESSAGE_TAG_MAX, TALK_MAX } from '../contract/index.ts'
import {
  colorError,
  commentError,
  fontSizeError,
  fontWeightError,
  isHttpUrl,
  isSafeColor,
  LINK_RULE_MSG,
  linkFieldErrors,
  messageError,
  messageTagError,
  newNickNameError,
  safeUrlError,
  siteAvatarError,
  siteUrlError,
  talkError,
  validatePasswordChange,
} from './index.ts'

describe('message board rules', () => {
  it('needs content and allows up to 500 characters after trimming', () => {
    expect(messageError('  ')).toBe('请输入留言内容')
    expect(messageError(` ${'x'.repeat(MESSAGE_MAX)} `)).toBeNull()
    expect(messageError('x'.repeat(MESSAGE_MAX + 1))).toBe('留言内容不能超过500个字符')
    expect(messageError(42)).toBe('留言内容应为文本')
  })

  it('takes an optional tag of at most 10 characters', () => {
    expect(messageTagError('')).toBeNull()
    expect(messageTagError('x'.repeat(MESSAGE_TAG_MAX))).toBeNull()
    expect(messageTagError('这个标签实在是太长了超过十个字')).toBe('标签不能超过10个字符')
  })

  it('accepts only colours that cannot break out of a style', () => {
    for (const ok of ['', '#fff', '#fde68a', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'teal']) {
      expect(isSafeColor(ok), ok).toBe(true)
    }
    expect(colorError('red;background:url(x)', '文字颜色')).toBe('文字颜色格式不正确')
    expect(colorError('#12345', '背景颜色')).toBe('背景颜色格式不正确')
    expect(colorError(3, '背景颜色')).toBe('背景颜色应为文本')
  })

  it('bounds the type size and weight', () => {
    expect(fontSizeError(12)).toBeNull()
    expect(fontSizeError(41)).toBe('字体大小应在12-40之间')
    expect(fontSizeError(16.5)).toBe('字体大小应为整数')
    expect(fontSizeError('16')).toBe('字体大小应为数字')
    expect(fontWeightError(900)).toBeNull()
    expect(fontWeightError(50)).toBe('字体粗细应在100-900之间')
  })
})

describe('link rules', () => {
  it('follows only absolute http(s) addresses with a host', () => {
    expect(isHttpUrl('https://a.example/x')).toBe(true)
    for (const bad of ['javascript:alert(1)', '/local', 'https://', 'ftp://a.example', 'http:// a', 7]) {
      expect(isHttpUrl(bad), String(bad)).toBe(false)
    }
    expect(siteUrlError('javascript:alert(1)')).toBe('网站地址应为 http(s) 链接')
    expect(siteUrlError(' ')).toBe('请输入网站地址')
    expect(siteUrlError(`https://a.example/${'x'.repeat(300)}`)).toBe('网站地址不能超过300个字符')
  })

  it('takes an avatar from outside or from our own uploads, never a script', () => {
    expect(siteAvatarError('')).toBeNull()
    expect(siteAvatarError('/uploads/a.png')).toBeNull()
    expect(siteAvatarError('//evil.example/a.png')).toBe(LINK_RULE_MSG.avatarFormat)
    expect(siteAvatarError('javascript:x')).toBe('网站头像应为 http(s) 链接或站内路径')
  })

  it('asks for a description only where the form wants one', () => {
    const form = { site_name: '小站', site_desc: '', site_avatar: '', url: 'https://a.example' }
    expect(linkFieldErrors(form)).toEqual({})
    expect(linkFieldErrors(form, true)).toEqual({ site_desc: LINK_RULE_MSG.descRequired })
    expect(linkFieldErrors({})).toEqual({
      site_name: LINK_RULE_MSG.nameRequired,
      url: LINK_RULE_MSG.urlRequired,
    })
    expect(linkFieldErrors({ ...form, site_name: 'n'.repeat(31) }).site_name).toBe(LINK_RULE_MSG.nameLength)
  })
})

describe('comment and talk rules', () => {
  it('needs text within the limit', () => {
    expect(commentError('')).toBe('请输入评论内容')
    expect(commentError('x'.repeat(COMMENT_MAX))).toBeNull()
    expect(commentError('x'.repeat(COMMENT_MAX + 1))).toBe('评论内容不能超过500个字符')
    expect(talkError('x'.repeat(TALK_MAX + 1))).toBe('说说内容不能超过2000个字符')
  })
})

describe('safe URLs', () => {
  it('blocks scripts, data and protocol-relative addresses', () => {
    expect(safeUrlError(' https://a.example/p.png ', '头像')).toBeNull()
    expect(safeUrlError('data:image/png;base64,x', '头像')).toBe('头像应为 http(s) 链接或站内路径')
    expect(safeUrlError(`/${'x'.repeat(500)}`, '头像')).toBe('头像太长')
  })
})

describe('profile and password changes', () => {
  it('refuses a blank nick name when changing it', () => {
    expect(newNickNameError('  ')).toBe('请输入昵称')
    expect(newNickNameError('🐱'.repeat(20))).toBeNull()
    expect(newNickNameError('小'.repeat(21))).toBe('昵称不能超过20个字符')
  })

  it('checks the old password, the new one, and the confirmation in form order', () => {
    const good = { password: 'old_pass1', password1: 'Newpass_1', password2: 'Newpass_1' }
    expect(validatePasswordChange(good)).toBeNull()
    expect(validatePasswordChange({ ...good, password: '' })).toBe('请输入原密码')
    expect(validatePasswordChange({ ...good, password1: 'short', password2: 'short' })).toBe(
      '密码格式应为8-18位数字、字母、符号的任意两种组合',
    )
    expect(validatePasswordChange({ ...good, password1: 'old_pass1', password2: 'old_pass1' })).toBe(
      '新密码不能与原密码相同',
    )
    expect(validatePasswordChange({ ...good, password2: 'Newpass_2' })).toBe('两次密码不一致')
  })
})
