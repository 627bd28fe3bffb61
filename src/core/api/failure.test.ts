import { describe, expect, it } from 'vitest'
import { ApiError, describeFailure, isApiError, MSG_TIMEOUT, toastMessageFor } from './failure.ts'

describe('describeFailure — the catalogue of docs/api.md §1.1, row by row', () => {
  it('envelope code 100 → warning 温馨提示 with the server message', () => {
    expect(describeFailure(200, { code: 100, message: '今天已经签到过了' })).toEqual({
      kind: 'warning',
      title: '温馨提示',
      message: '今天已经签到过了',
    })
  })

  it('HTTP 401 → error 错误提示 with the server message, logout and login dialog', () => {
    expect(describeFailure(401, { code: 401, message: '请重新登录' })).toEqual({
      kind: 'error',
      title: '错误提示',
      message: '请重新登录',
      logout: true,
      showLogin: true,
    })
  })

  it('HTTP 401 without a message → 登录过期', () => {
    expect(describeFailure(401, null)).toMatchObject({ title: '错误提示', message: '登录过期', logout: true })
  })

  const warn = (message: string) => ({ kind: 'warning', title: '温馨提示', message })
  const error = (title: string) => ({ kind: 'error', title, message: '' })
  it.each([
    [
      'HTTP 403 with a message → that message',
      403,
      { message: '只有管理员可以操作' },
      error('只有管理员可以操作'),
    ],
    ['HTTP 403 without one → 权限不足', 403, {}, error('权限不足')],
    ['HTTP 404 → 接口没有找到, whatever the body says', 404, { message: 'Not Found' }, error('接口没有找到')],
    ['HTTP 408 → warning 温馨提示 with the message', 408, { message: '处理超时' }, warn('处理超时')],
    ['HTTP 408 without one → warning 服务端错误', 408, undefined, warn('服务端错误')],
    ['HTTP 500 with a message → that message', 500, { message: '数据库忙' }, error('数据库忙')],
    ['HTTP 500 without one → 服务端错误', 500, null, error('服务端错误')],
  ])('%s', (_name, status, body, expected) => {
    expect(describeFailure(status, body)).toEqual(expected)
  })

  it.each([400, 409, 413, 415, 429, 502, 503])('HTTP %i → silent', (status) => {
    expect(describeFailure(status, { code: status, message: '用户名已存在' })).toBeNull()
  })

  it('timeout → warning 温馨提示 请求超时', () => {
    expect(describeFailure('timeout')).toEqual({ kind: 'warning', title: '温馨提示', message: MSG_TIMEOUT })
    expect(MSG_TIMEOUT).toBe('请求超时')
  })

  it('a 2xx answer with another non-zero code is silent', () => {
    expect(describeFailure(200, { code: 1, message: 'x' })).toBeNull()
    expect(describeFailure(200, null)).toBeNull()
  })

  it('only 401 logs out', () => {
    for (const status of [403, 404, 408, 500]) expect(describeFailure(status)?.logout).toBeUndefined()
    expect(describeFailure(200, { code: 100 })?.logout).toBeUndefined()
  })

  it('ignores a non-string message', () => {
    expect(describeFailure(500, { message: 42 as unknown as string })?.title).toBe('服务端错误')
  })
})

/** A refusal of the server: HTTP `status` with the same business code. */
const httpError = (status: number, message: string, notified: boolean) =>
  new ApiError({ kind: 'http', status, code: status, message, notified })

describe('ApiError', () => {
  it('carries status, code, kind and notified', () => {
    const error = httpError(409, '用户名已存在', false)
    expect(error).toBeInstanceOf(Error)
    expect(isApiError(error)).toBe(true)
    expect(error).toMatchObject({ name: 'ApiError', status: 409, code: 409, message: '用户名已存在' })
  })
})

describe('toastMessageFor — avoids a second toast', () => {
  it('null when the API layer already toasted', () => {
    const error = httpError(500, '服务端错误', true)
    expect(toastMessageFor(error, '登录失败')).toBeNull()
  })

  it('the server message when the API layer stayed silent', () => {
    const error = httpError(400, '密码错误', false)
    expect(toastMessageFor(error, '登录失败')).toBe('密码错误')
  })

  it('the fallback for a foreign error or an empty message', () => {
    expect(toastMessageFor(new TypeError('x'), '登录失败')).toBe('登录失败')
    const empty = new ApiError({ kind: 'http', status: 400, code: null, message: '', notified: false })
    expect(toastMessageFor(empty, '登录失败')).toBe('登录失败')
  })
})
