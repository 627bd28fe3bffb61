import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import type {
  MessageEntry,
  Notify,
  Paged,
  SiteConfig,
  Talk,
  UploadResult,
} from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'xz-restart-'))
const running: TestServer[] = []
afterAll(async () => {
  for (const s of running) await s.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a restart', () => {
  it('keeps what was written, uploads included, and the old token still works', async () => {
    const first = await startTestServer({ dataDir })
    running.push(first)
    const admin = await first.admin()
    const user = await first.newUser('stayer')

    const talk = await first.api<Talk>('POST', '/api/talk/publishTalk', {
      token: admin.token,
      body: { content: '重启前写的说说', talkImgList: ['/uploads/a.png'] },
    })
    expect(talk.status).toBe(200)
    const entry = await first.api<MessageEntry>('POST', '/api/message/add', {
      token: user.token,
      body: { message: '重启前的留言', tag: '持久' },
    })
    await first.api('PUT', `/api/message/like/${entry.body.result.id}`, { token: admin.token })
    await first.api('PUT', '/api/config/update', { token: admin.token, body: { blog_name: '不会丢的小站' } })
    await first.api('PUT', '/api/config/addView')
    const form = new FormData()
    const png = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#f00' } })
      .png()
      .toBuffer()
    form.append('file', new Blob([png]), 'a.png')
    const up = await first.api<UploadResult>('POST', '/api/upload/img', { token: user.token, raw: form })
    expect(up.status).toBe(200)

    await first.close()
    running.pop()

    const second = await startTestServer({ dataDir })
    running.push(second)

    const got = await second.api<Talk>('GET', `/api/talk/getTalkById/${talk.body.result.id}`)
    expect(got.status).toBe(200)
    expect(got.body.result).toMatchObject({ content: '重启前写的说说', talkImgList: ['/uploads/a.png'] })

    // the user's token from before the restart is still valid: the JWT secret lives in the data folder
    const mine = await second.api<Paged<MessageEntry>>('POST', '/api/message/getMessageList', {
      token: user.token,
      body: { user_id: user.id },
    })
    expect(mine.status).toBe(200)
    expect(mine.body.result.list.map((m) => m.message)).toEqual(['重启前的留言'])
    expect(mine.body.result.list[0]?.like_times).toBe(1)
    const notes = await second.api<Paged<Notify>>('POST', '/api/notify/getNotifyList', {
      token: user.token,
      body: { userId: user.id },
    })
    expect(notes.status).toBe(200)
    expect(notes.body.result.total).toBe(1)
    const edit = await second.api('PUT', '/api/message/update', {
      token: user.token,
      body: { id: entry.body.result.id, message: '重启后改的' },
    })
    expect(edit.status).toBe(200)

    const cfg = await second.api<SiteConfig>('GET', '/api/config')
    expect(cfg.body.result).toMatchObject({ blog_name: '不会丢的小站', view_time: 1 })

    const served = await fetch(`${second.url}${up.body.result.url}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)

    // the admin made on the first start is not made again
    const admins = await second.running.ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 1)
      .execute()
    expect(admins).toHaveLength(1)
  })
})
