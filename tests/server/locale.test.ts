// Server messages follow Accept-Language (docs/api.md §1): `en…` answers in English, anything else
// in Chinese, with the same code and status either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/
const inLanguage = (language?: string) => (language ? { headers: { 'accept-language': language } } : {})

describe('a failure asked for in English', () => {
  it('answers an unknown route in English, with the code of the Chinese answer', async () => {
    const zh = await s.api('GET', '/api/no/such/route')
    const en = await s.api('GET', '/api/no/such/route', inLanguage('en-US,en;q=0.9'))
    expect(zh.body).toEqual({ code: 404, message: '接口没有找到', result: null })
    expect(en.status).toBe(zh.status)
    expect(en.body).toEqual({ code: 404, message: 'No such endpoint', result: null })
  })

  it('words a wrong password and a form rule in English', async () => {
    const wrong = { body: { username: 'admin', password: 'not-the-password1' } }
    const en = await s.api('POST', '/api/user/login', { ...wrong, ...inLanguage('en') })
    const zh = await s.api('POST', '/api/user/login', wrong)
    expect(en.body.code).toBe(zh.body.code)
    expect(zh.body.message).toBe('用户名或密码错误')
    expect(en.body.message).toBe('Wrong username or password')

    const bad = await s.api('POST', '/api/user/register', {
      body: { username: 'a', password: 'Passw0rd_1' },
      ...inLanguage('en-GB'),
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('A username is 5 to 16 characters long')
  })

  it('words a composed rule ("请输入{label}") and a malformed body in English', async () => {
    const { token } = await s.newUser('locale')
    const empty = await s.api('POST', '/api/message/add', {
      token,
      body: { content: '   ' },
      ...inLanguage('en'),
    })
    expect(empty.status).toBe(400)
    expect(empty.body.message).not.toMatch(CJK)

    const res = await fetch(`${s.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: '{not json',
    })
    expect(((await res.json()) as { message: string }).message).toBe('The request body is not valid JSON')
  })

  it('keeps Chinese for any other language, and tells caches the answer varies by it', async () => {
    for (const language of ['zh-CN,zh;q=0.9,en;q=0.8', 'fr', 'english', '']) {
      const res = await s.api('GET', '/api/no/such/route', inLanguage(language))
      expect(res.body.message, language).toBe('接口没有找到')
    }
    const res = await s.api('GET', '/api/no/such/route', inLanguage('en'))
    expect(res.headers.get('vary') ?? '').toMatch(/Accept-Language/)
  })
})
