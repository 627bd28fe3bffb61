import { describe, expect, it } from 'vitest'
import {
  isValidPassword,
  isValidUsername,
  loginFieldErrors,
  nickNameError,
  registerFieldErrors,
  VALIDATE_MSG,
  validateChatText,
  validateLogin,
  validateRegister,
  validateRegisterBody,
} from './index.ts'

const good = { username: 'xiaoming', password: 'abc12345', confirmPassword: 'abc12345' }

describe('validateLogin', () => {
  it('asks for the account first, then the password', () => {
    expect(validateLogin({ username: '', password: '' })).toBe('请输入用户账号')
    expect(validateLogin({ username: '   ', password: 'x' })).toBe('请输入用户账号')
    expect(validateLogin({ username: 'xiaoming', password: '' })).toBe('请输入用户密码')
  })

  it('passes any non-empty pair (format rules are for registering only)', () => {
    expect(validateLogin({ username: 'abc', password: '1' })).toBeNull()
  })

  it('treats non-string input from a server body as missing', () => {
    expect(validateLogin({ username: 42, password: 'x' })).toBe('请输入用户账号')
    expect(validateLogin({ username: 'abcde', password: null })).toBe('请输入用户密码')
    expect(validateLogin({})).toBe('请输入用户账号')
  })

  it('gives each login field its own message', () => {
    expect(loginFieldErrors({ username: '', password: '' })).toEqual({
      username: '请输入用户账号',
      password: '请输入用户密码',
    })
    expect(loginFieldErrors({ username: 'a', password: '' })).toEqual({ password: '请输入用户密码' })
    expect(loginFieldErrors({ username: 'a', password: 'b' })).toEqual({})
  })
})

describe('username rules', () => {
  it.each([
    ['abcd', false],
    ['abcde', true],
    ['a'.repeat(16), true],
    ['a'.repeat(17), false],
  ])('length boundary %s → %s', (username, ok) => {
    expect(isValidUsername(username)).toBe(ok)
    expect(validateRegister({ ...good, username })).toBe(ok ? null : '用户账号长度应该在5-16之间')
  })

  it('allows letters, digits and underscore only', () => {
    expect(isValidUsername('Abc_123')).toBe(true)
    expect(validateRegister({ ...good, username: 'abc-12' })).toBe(VALIDATE_MSG.usernameChars)
    expect(validateRegister({ ...good, username: 'abc 12' })).toBe(VALIDATE_MSG.usernameChars)
    expect(validateRegister({ ...good, username: '小明小明小明' })).toBe(VALIDATE_MSG.usernameChars)
    expect(VALIDATE_MSG.usernameChars).toBe('用户账号只能包含字母、数字和下划线')
  })

  it('counts Chinese characters as one each for the length rule', () => {
    expect(validateRegister({ ...good, username: '小明' })).toBe('用户账号长度应该在5-16之间')
  })

  it('is required', () => {
    expect(validateRegister({ ...good, username: '' })).toBe('请输入用户账号')
    expect(validateRegister({ ...good, username: undefined })).toBe('请输入用户账号')
  })
})

describe('password rules', () => {
  const format = '密码格式应为8-18位数字、字母、符号的任意两种组合'

  it.each([
    [7, false],
    [8, true],
    [18, true],
    [19, false],
  ])('length boundary %i characters → %s', (length, ok) => {
    const password = 'abc12345xxxxxxxxxxxxxxx'.slice(0, length)
    expect(password).toHaveLength(length)
    expect(isValidPassword(password)).toBe(ok)
    expect(validateRegister({ ...good, password, confirmPassword: password })).toBe(ok ? null : format)
  })

  it.each(['12345678', 'abcdefgh', 'ABCDEFGH', 'abcdEFGH', '!@#$%^&*'])('rejects a single kind: %s', (p) => {
    expect(isValidPassword(p)).toBe(false)
    expect(validateRegister({ ...good, password: p, confirmPassword: p })).toBe(format)
  })

  it.each(['abcd1234', '1234!@#$', 'abcd!@#$', 'Ab1!Ab1!', 'ABCD_123'])(
    'accepts two or more kinds: %s',
    (p) => {
      expect(isValidPassword(p)).toBe(true)
    },
  )

  it('rejects Chinese characters, full-width symbols and spaces even with two kinds present', () => {
    expect(isValidPassword('abc1234中')).toBe(false)
    expect(isValidPassword('密码abc12345')).toBe(false)
    expect(isValidPassword('abc1234！')).toBe(false)
    expect(isValidPassword('abc 12345')).toBe(false)
  })

  it('is required with its own message', () => {
    expect(validateRegister({ ...good, password: '', confirmPassword: '' })).toBe('请输入密码')
  })
})

describe('confirm password', () => {
  it('is required', () => {
    expect(validateRegister({ ...good, confirmPassword: '' })).toBe('请输入二次确认密码')
  })
  it('must equal the first password exactly', () => {
    expect(validateRegister({ ...good, confirmPassword: 'abc12346' })).toBe('两次密码不一致')
    expect(validateRegister({ ...good, confirmPassword: 'ABC12345' })).toBe('两次密码不一致')
  })
})

describe('nick_name', () => {
  it('is optional', () => {
    expect(validateRegister(good)).toBeNull()
    expect(validateRegister({ ...good, nick_name: '' })).toBeNull()
    expect(validateRegister({ ...good, nick_name: null })).toBeNull()
  })
  it('is capped at 20 characters, counting emoji as one', () => {
    expect(validateRegister({ ...good, nick_name: '小'.repeat(20) })).toBeNull()
    expect(validateRegister({ ...good, nick_name: '🐱'.repeat(20) })).toBeNull()
    expect(validateRegister({ ...good, nick_name: '小'.repeat(21) })).toBe('昵称不能超过20个字符')
  })
  it('rejects a non-string value', () => {
    expect(nickNameError(123)).toBe(VALIDATE_MSG.nickNameLength)
  })
})

describe('validateRegister order and field errors', () => {
  it('reports fields in form order', () => {
    expect(validateRegister({})).toBe('请输入用户账号')
    expect(validateRegister({ username: 'xiaoming' })).toBe('请输入密码')
    expect(validateRegister({ username: 'xiaoming', password: 'abc12345' })).toBe('请输入二次确认密码')
  })

  it('gives every field its own message', () => {
    expect(
      registerFieldErrors({
        username: 'ab',
        password: '1234',
        confirmPassword: 'x',
        nick_name: 'n'.repeat(30),
      }),
    ).toEqual({
      username: '用户账号长度应该在5-16之间',
      password: '密码格式应为8-18位数字、字母、符号的任意两种组合',
      confirmPassword: '两次密码不一致',
      nick_name: '昵称不能超过20个字符',
    })
    expect(registerFieldErrors({ ...good, nick_name: '小明' })).toEqual({})
  })
})

describe('validateRegisterBody (server side, no confirmation)', () => {
  it('applies the same rules without asking for a confirmation', () => {
    expect(validateRegisterBody({ username: 'xiaoming', password: 'abc12345' })).toBeNull()
    expect(validateRegisterBody({ username: 'xiaoming', password: 'abc12345', nick_name: '小明' })).toBeNull()
    expect(validateRegisterBody({ username: 'abcd', password: 'abc12345' })).toBe(
      '用户账号长度应该在5-16之间',
    )
    expect(validateRegisterBody({ username: 'xiaoming', password: '12345678' })).toBe(
      VALIDATE_MSG.passwordFormat,
    )
    expect(
      validateRegisterBody({ username: 'xiaoming', password: 'abc12345', nick_name: 'n'.repeat(21) }),
    ).toBe(VALIDATE_MSG.nickNameLength)
  })
  it('survives bodies that are not objects', () => {
    expect(validateRegisterBody(null)).toBe('请输入用户账号')
    expect(validateRegisterBody('x')).toBe('请输入用户账号')
  })
})

describe('validateChatText', () => {
  it('rejects blank text', () => {
    expect(validateChatText('')).toBe('请输入消息再发送')
    expect(validateChatText('  \n\t ')).toBe('请输入消息再发送')
    expect(validateChatText(undefined)).toBe('请输入消息再发送')
  })
  it('allows up to 1000 characters and rejects 1001', () => {
    expect(validateChatText('字'.repeat(1000))).toBeNull()
    expect(validateChatText('字'.repeat(1001))).toBe('消息不能超过1000字')
  })
  it('counts an emoji as one character', () => {
    expect(validateChatText('😀'.repeat(1000))).toBeNull()
  })
})
