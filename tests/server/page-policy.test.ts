import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentPolicy } from '../../src/server/http/page-policy.ts'
import { startTestServer, type TestServer } from './harness.ts'

const root = mkdtempSync(join(tmpdir(), 'xz-policy-'))
const hostDir = join(root, 'host')
const examples = join(root, 'examples')
let s: TestServer

beforeAll(async () => {
  mkdirSync(hostDir)
  mkdirSync(examples)
  writeFileSync(
    join(hostDir, 'index.html'),
    '<!doctype html><title>小站</title><script type="module" src="/a.js"></script>',
  )
  writeFileSync(join(examples, 'page.html'), '<!doctype html><title>示例</title>')
  s = await startTestServer({ hostDir, staticMounts: [{ prefix: '/examples', dir: examples }] })
})
afterAll(async () => {
  await s.close()
  rmSync(root, { recursive: true, force: true })
})

describe('HTML pages carry a content policy', () => {
  it.each(['/', '/home', '/index.html', '/examples/page.html'])('%s', async (path) => {
    const res = await fetch(s.url + path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const policy = res.headers.get('content-security-policy') ?? ''
    const directives = new Map(
      policy.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/)
        return [name, values] as const
      }),
    )
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('frame-ancestors')).toEqual(["'self'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    // the chat socket of this very host stays reachable
    expect(directives.get('connect-src')).toContain(`ws://${new URL(s.url).host}`)
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('forbids content sniffing on every kind of answer: pages, files, JSON, errors, writes', async () => {
    const answers = await Promise.all([
      fetch(`${s.url}/home`),
      fetch(`${s.url}/examples/page.html`),
      fetch(`${s.url}/api/config`),
      fetch(`${s.url}/api/article/getArticleById/999999`),
      fetch(`${s.url}/api/user/login`, { method: 'POST', body: '{}' }),
    ])
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 404, 400])
    for (const res of answers) expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('leaves JSON answers alone and never reflects a forged Host into the policy', async () => {
    const api = await fetch(`${s.url}/api/config`)
    expect(api.headers.get('content-security-policy')).toBeNull()
    // a Host header that is not a plain name and port adds no socket source
    const policy = contentPolicy("evil.example 'unsafe-inline'")
    expect(policy).toContain("script-src 'self';")
    expect(policy).not.toContain('evil.example')
  })
})
