import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import type { UploadResult } from '../../src/core/contract/index.ts'
import { defaultOptions, startServer } from '../../src/server/server.ts'
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './harness.ts'

// What one instance needs to stand beside others: health probes for the proxy, a signing secret
// and an uploads folder from the environment, and a shutdown that lets work in flight finish.

const started: TestServer[] = []
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'xz-instance-'))
  dirs.push(dir)
  return dir
}
const start = async (...args: Parameters<typeof startTestServer>) => {
  const s = await startTestServer(...args)
  started.push(s)
  return s
}
afterAll(async () => {
  for (const s of started) await s.close().catch(() => {})
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('health probes', () => {
  it('/healthz answers while the process runs; /readyz says whether the database answers', async () => {
    const s = await start()
    const health = await fetch(`${s.url}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${s.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } })

    await s.running.ctx.db.destroy()
    const down = await fetch(`${s.url}/readyz`)
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ status: 'down', checks: { database: 'down' } })
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200)
  })
})

describe('shared secret', () => {
  it('refuses to start on a shared database without XZ_JWT_SECRET, saying so in one line', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        XZ_JWT_SECRET: '',
        XZ_DATA_DIR: tempDir(),
        PORT: '0',
      },
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk)
    })
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(stderr).toContain('必须设置 XZ_JWT_SECRET')
    expect(stderr).toContain('XZ_JWT_SECRET is required when DATABASE_URL is set')
    expect(stderr).not.toMatch(/\n\s+at /)
  })

  it('refuses a secret too short to sign with', async () => {
    await expect(
      startServer(defaultOptions({ port: 0, dataDir: tempDir(), jwtSecret: 'short', log: () => {} })),
    ).rejects.toThrow(/至少 32 个字符/)
  })

  it('lets a token signed by one instance open the admin desk of another with the same secret', async () => {
    const jwtSecret = 'one-secret-for-every-instance-of-this-blog'
    const a = await start({ jwtSecret })
    const b = await start({ jwtSecret })
    const other = await start()
    const { token } = await a.admin()
    expect((await b.api('GET', '/api/desk/overview', { token })).status).toBe(200)
    expect((await other.api('GET', '/api/desk/overview', { token })).status).toBe(401)
  })
})

describe('XZ_UPLOADS_DIR', () => {
  it('keeps uploads in the folder given and serves them from there', async () => {
    const uploadsDir = join(tempDir(), 'shared-volume')
    const s = await start({ uploadsDir })
    const user = await s.newUser('sharer')
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png')
    const res = await s.api<UploadResult>('POST', '/api/upload/img', { token: user.token, raw: form })
    expect(res.status).toBe(200)
    const name = res.body.result.url.replace('/uploads/', '')
    expect(existsSync(join(uploadsDir, name))).toBe(true)
    expect(existsSync(join(s.dataDir, 'uploads', name))).toBe(false)
    expect((await fetch(`${s.url}${res.body.result.url}`)).status).toBe(200)
  })
})

describe('graceful shutdown', () => {
  it('finishes a request in flight and tells chat clients to reconnect elsewhere (1012)', async () => {
    const s = await start()
    const socket = await s.socket()
    // a login whose body is still arriving when the shutdown begins
    let sendRest: () => void = () => {}
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const text = new TextEncoder().encode(JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }))
        controller.enqueue(text.slice(0, 10))
        sendRest = () => {
          controller.enqueue(text.slice(10))
          controller.close()
        }
      },
    })
    const inFlight = fetch(`${s.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const closing = s.running.close()
    expect(await socket.closed).toBe(1012)
    sendRest()
    const answer = await inFlight
    expect(answer.status).toBe(200)
    expect((await answer.json()).result.token).toEqual(expect.any(String))
    await closing
    await expect(fetch(`${s.url}/healthz`)).rejects.toThrow()
  })
})
