import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './harness.ts'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

describe('user routes', () => {
  it('registers, refuses a taken name with 409, and logs in', async () => {
    const reg = await s.api<{ id: number; username: string }>('POST', '/api/user/register', {
      body: { username: 'reader_01', password: 'abc12345', nick_name: '读者' },
    })
    expect(reg.status).toBe(200)
    expect(reg.body).toMatchObject({ code: 0, result: { username: 'reader_01' } })

    const again = await s.api('POST', '/api/user/register', {
      body: { username: 'reader_01', password: 'abc12345' },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('用户名已存在')

    const login = await s.api<{ token: string; id: number; role: number }>('POST', '/api/user/login', {
      body: { username: 'reader_01', password: 'abc12345' },
    })
    expect(login.status).toBe(200)
    expect(login.body.result.id).toBe(reg.body.result.id)
    expect(login.body.result.role).toBe(2)
    expect(login.body.result.token.split('.')).toHaveLength(3)
  })

  it('answers register validation failures with the form messages', async () => {
    const short = await s.api('POST', '/api/user/register', {
      body: { username: 'abcd', password: 'abc12345' },
    })
    expect(short.status).toBe(400)
    expect(short.body.message).toBe('用户账号长度应该在5-16之间')
    const weak = await s.api('POST', '/api/user/register', {
      body: { username: 'abcde', password: '12345678' },
    })
    expect(weak.status).toBe(400)
    expect(weak.body.message).toBe('密码格式应为8-18位数字、字母、符号的任意两种组合')
  })

  it('refuses a wrong password without saying which part was wrong', async () => {
    const res = await s.api('POST', '/api/user/login', {
      body: { username: 'admin', password: 'wrong-pass1' },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('用户名或密码错误')
    const unknown = await s.api('POST', '/api/user/login', {
      body: { username: 'nobody_here', password: 'wrong-pass1' },
    })
    expect(unknown.body.message).toBe('用户名或密码错误')
  })

  it('returns public info only, never the password hash', async () => {
    const { id } = await s.admin()
    const res = await s.api<Record<string, unknown>>('GET', `/api/user/getUserInfoById/${id}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ id, username: 'admin', role: 1 })
    expect(JSON.stringify(res.body.result)).not.toMatch(/password|hash|argon/)
    expect((await s.api('GET', '/api/user/getUserInfoById/99999')).status).toBe(404)
    expect((await s.api('GET', '/api/user/getUserInfoById/abc')).status).toBe(400)
  })

  it('updates own info only when logged in, and rejects unsafe avatars', async () => {
    const u = await s.newUser()
    const info = () => s.api<{ nick_name: string }>('GET', `/api/user/getUserInfoById/${u.id}`)
    const before = (await info()).body.result.nick_name
    expect(
      (await s.api('PUT', '/api/user/updateOwnUserInfo', { body: { nick_name: '新名字' } })).status,
    ).toBe(401)
    const res = await s.api<{ nick_name: string }>('PUT', '/api/user/updateOwnUserInfo', {
      token: u.token,
      body: { nick_name: '新名字', avatar: '/uploads/a.png' },
    })
    expect(res.status).toBe(200)
    expect(res.body.result.nick_name).toBe('新名字')
    // the profile others read, asked for just before, shows the change at once
    expect(before).not.toBe('新名字')
    expect((await info()).body.result.nick_name).toBe('新名字')
    const bad = await s.api('PUT', '/api/user/updateOwnUserInfo', {
      token: u.token,
      body: { avatar: 'javascript:alert(1)' },
    })
    expect(bad.status).toBe(400)
  })

  it('changes the password only with the old one', async () => {
    const u = await s.newUser()
    const wrong = await s.api('PUT', '/api/user/updatePassword', {
      token: u.token,
      body: { password: 'not-it-1', password1: 'Newpass_1', password2: 'Newpass_1' },
    })
    expect(wrong.status).toBe(400)
    const mismatch = await s.api('PUT', '/api/user/updatePassword', {
      token: u.token,
      body: { password: u.password, password1: 'Newpass_1', password2: 'Newpass_2' },
    })
    expect(mismatch.body.message).toBe('两次密码不一致')
    const good = await s.api('PUT', '/api/user/updatePassword', {
      token: u.token,
      body: { password: u.password, password1: 'Newpass_1', password2: 'Newpass_1' },
    })
    expect(good.status).toBe(200)
    await expect(s.login(u.username, 'Newpass_1')).resolves.toMatchObject({ id: u.id })
  })

  it('refuses what the profile and password forms refuse, in their words', async () => {
    const u = await s.newUser()
    const blank = await s.api('PUT', '/api/user/updateOwnUserInfo', {
      token: u.token,
      body: { nick_name: '   ' },
    })
    expect(blank.status).toBe(400)
    expect(blank.body.message).toBe('请输入昵称')
    const same = await s.api('PUT', '/api/user/updatePassword', {
      token: u.token,
      body: { password: u.password, password1: u.password, password2: u.password },
    })
    expect(same.status).toBe(400)
    expect(same.body.message).toBe('新密码不能与原密码相同')
  })

  it('treats a forged or garbage token as not logged in', async () => {
    const res = await s.api('PUT', '/api/user/updateOwnUserInfo', {
      token: 'abc.def.ghi',
      body: { nick_name: 'x' },
    })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('登录过期')
    const bare = await s.api('PUT', '/api/user/updateOwnUserInfo', {
      headers: { authorization: (await s.admin()).token },
      body: { nick_name: '站长' },
    })
    expect(bare.status).toBe(200)
  })

  it('uses the admin password from the environment', async () => {
    await expect(s.login('admin', ADMIN_PASSWORD)).resolves.toHaveProperty('token')
  })
})

describe('bad input never crashes the server', () => {
  it('answers malformed JSON, wrong types and huge bodies with a 4xx envelope', async () => {
    const malformed = await s.api('POST', '/api/user/login', {
      raw: '{"username":',
      headers: { 'content-type': 'application/json' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.code).toBe(400)
    const types = await s.api('POST', '/api/user/login', { body: { username: 42, password: [] } })
    expect(types.status).toBe(400)
    const huge = await s.api('POST', '/api/user/login', {
      body: { username: 'x'.repeat(400_000), password: 'y' },
    })
    expect(huge.status).toBe(413)
    expect(huge.body.message).toBe('请求体太大')
    const unknown = await s.api('GET', '/api/nope/nothing')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('接口没有找到')
    // still alive
    expect((await s.api('GET', `/api/user/getUserInfoById/${(await s.admin()).id}`)).status).toBe(200)
  })
})

describe('rate limits', () => {
  it('answers 429 with the Chinese message once the login limit is passed', async () => {
    const strict = await startTestServer({ rateLimitScale: 1 })
    try {
      let last = 0
      let message = ''
      for (let i = 0; i < 12; i++) {
        const res = await strict.api('POST', '/api/user/login', {
          body: { username: 'nobody', password: 'wrong' },
        })
        last = res.status
        message = res.body.message
      }
      expect(last).toBe(429)
      expect(message).toBe('操作太频繁，请稍后再试')
    } finally {
      await strict.close()
    }
  })
})

describe('login limit per account', () => {
  it('refuses an account guessed from many IPs with 429, the same for an unknown account', async () => {
    const strict = await startTestServer({ rateLimitScale: 1, trustProxy: true })
    try {
      const victim = await strict.newUser('victim')
      let ip = 0
      const attempt = (username: string, password: string) =>
        strict.api('POST', '/api/user/login', {
          body: { username, password },
          headers: { 'x-forwarded-for': `10.1.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` },
        })
      const answers = async (username: string, password: string) => {
        const seen: string[] = []
        // ten wrong guesses, each from its own IP, then the right password from yet another
        for (let i = 0; i < 10; i++) {
          const res = await attempt(username, `Wrong_pass${i}`)
          seen.push(`${res.status} ${res.body.message}`)
        }
        const last = await attempt(username, password)
        seen.push(`${last.status} ${last.body.message}`)
        return seen
      }
      const known = await answers(victim.username, victim.password)
      expect(known.slice(0, 10)).toEqual(Array(10).fill('400 用户名或密码错误'))
      expect(known[10]).toBe('429 操作太频繁，请稍后再试')
      // a name nobody has answers exactly alike
      expect(await answers('nobody_here_1', 'Passw0rd_1')).toEqual(known)
      // another account is not affected
      const other = await strict.newUser('other')
      expect((await attempt(other.username, other.password)).status).toBe(200)
    } finally {
      await strict.close()
    }
  })
})
