import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import type { Article } from '../../src/core/contract/index.ts'
import { createBackup } from '../../src/server/transfer/backup-archive.ts'
import { AUTO_BACKUPS_KEPT, parseEvery, runAutoBackup } from '../../src/server/transfer/backup-schedule.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { CLI_TEST_TIMEOUT, type CliRun, runTransferCli } from './transfer-cli.ts'

const scratch = mkdtempSync(join(tmpdir(), 'xz-backup-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

interface Acked {
  id: number
  title: string
  cover: string
  coverBytes: Buffer
  ackedAt: number
}

/**
 * Writes articles with a freshly uploaded cover, one after another, until stopped; every
 * write the server acknowledged is recorded with the time of its answer.
 */
function startWriting(s: TestServer, token: string) {
  const acked: Acked[] = []
  let stop = false
  const done = (async () => {
    for (let n = 0; !stop; n++) {
      const coverBytes = await sharp({
        create: { width: 8, height: 8, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: 99 } },
      })
        .png()
        .toBuffer()
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(coverBytes)], { type: 'image/png' }), 'c.png')
      const up = await s.api<{ url: string }>('POST', '/api/upload/img', { token, raw: form })
      expect(up.status, up.body.message).toBe(200)
      const title = `写入中的第 ${n} 篇`
      const res = await s.api<Article>('POST', '/api/article/add', {
        token,
        body: {
          article_title: title,
          article_content: `第 ${n} 篇的正文`,
          article_cover: up.body.result.url,
        },
      })
      expect(res.status, res.body.message).toBe(200)
      acked.push({
        id: res.body.result.id,
        title,
        cover: up.body.result.url,
        coverBytes,
        ackedAt: Date.now(),
      })
    }
  })()
  return {
    acked,
    async stop() {
      stop = true
      await done
    },
  }
}

describe('backup while the server writes, restore into a fresh folder', () => {
  let source: TestServer
  let restored: TestServer | undefined
  afterAll(async () => {
    await source?.close()
    await restored?.close()
    rmSync(source?.dataDir ?? '', { recursive: true, force: true })
  })

  it(
    'serves every write acknowledged before the backup began, and the old sessions still work',
    async () => {
      source = await startTestServer()
      const admin = await source.admin()
      const writer = startWriting(source, admin.token)
      while (writer.acked.length < 20) await new Promise((r) => setTimeout(r, 20))

      const archive = join(scratch, 'during-writes.tar.gz')
      const backupStarted = Date.now()
      let run: CliRun
      let backupEnded = 0
      try {
        run = await runTransferCli(['backup', archive], source.dataDir)
        backupEnded = Date.now()
      } finally {
        await writer.stop()
      }
      expect(run.code, run.stderr).toBe(0)
      expect(run.stdout).toContain(`已备份到 ${archive}`)
      // the backup really ran beside the writes
      expect(writer.acked.some((w) => w.ackedAt > backupStarted && w.ackedAt < backupEnded)).toBe(true)

      const fresh = join(scratch, 'restored-data')
      const restore = await runTransferCli(['restore', archive], fresh)
      expect(restore.code, restore.stderr).toBe(0)
      restored = await startTestServer({ dataDir: fresh })

      const before = writer.acked.filter((w) => w.ackedAt < backupStarted)
      expect(before.length).toBeGreaterThanOrEqual(20)
      for (const w of before) {
        const res = await restored.api<Article>('GET', `/api/article/getArticleById/${w.id}`)
        expect(res.status, w.title).toBe(200)
        expect(res.body.result.article_title).toBe(w.title)
        expect(res.body.result.article_cover).toBe(w.cover)
        const img = await fetch(restored.url + w.cover)
        expect(img.status, w.cover).toBe(200)
        expect(Buffer.from(await img.arrayBuffer()).equals(w.coverBytes)).toBe(true)
      }
      // writes that landed during the backup are whole or absent, never half there
      const list = await restored.api<{ total: number }>('GET', '/api/article/blogHomeGetArticleList/1/1')
      expect(list.body.result.total).toBeGreaterThanOrEqual(before.length)
      expect(list.body.result.total).toBeLessThanOrEqual(writer.acked.length)
      // the signing secret came along: a session made on the old server is valid on the restored one
      const upload = new FormData()
      upload.append(
        'file',
        new Blob([new Uint8Array(before[0]?.coverBytes ?? [])], { type: 'image/png' }),
        'x.png',
      )
      expect(
        (await restored.api('POST', '/api/upload/img', { token: admin.token, raw: upload })).status,
      ).toBe(200)
    },
    CLI_TEST_TIMEOUT,
  )

  it(
    'refuses to restore over a data folder that holds data, unless --force',
    async () => {
      const archive = join(scratch, 'during-writes.tar.gz')
      const target = join(scratch, 'occupied')
      mkdirSync(target)
      writeFileSync(join(target, 'xiaozhan.db'), 'someone else’s blog')
      const refused = await runTransferCli(['restore', archive], target)
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain('不是空的')
      expect(refused.stderr).toContain('--force')
      const forced = await runTransferCli(['restore', archive, '--force'], target)
      expect(forced.code, forced.stderr).toBe(0)
      const blog = await startTestServer({ dataDir: target })
      try {
        const list = await blog.api<{ total: number }>('GET', '/api/article/blogHomeGetArticleList/1/1')
        expect(list.body.result.total).toBeGreaterThanOrEqual(20)
      } finally {
        await blog.close()
      }
    },
    CLI_TEST_TIMEOUT,
  )
})

describe('automatic backups (XZ_BACKUP_EVERY)', () => {
  it('understands 30m, 24h and 7d, and nothing else', () => {
    expect(parseEvery('24h')).toBe(86_400_000)
    expect(parseEvery('30m')).toBe(1_800_000)
    expect(parseEvery('7d')).toBe(7 * 86_400_000)
    expect(parseEvery('24')).toBeNull()
    expect(parseEvery('10s')).toBeNull()
    expect(parseEvery('often')).toBeNull()
  })

  it('keeps the newest seven in data/backups and leaves hand-made backups alone', async () => {
    const s = await startTestServer()
    try {
      const backups = join(s.dataDir, 'backups')
      mkdirSync(backups, { recursive: true })
      await createBackup(s.dataDir, join(backups, 'before-upgrade.tar.gz'))
      const made: string[] = []
      for (let i = 0; i < AUTO_BACKUPS_KEPT + 2; i++) {
        made.push(await runAutoBackup(s.dataDir))
        await new Promise((r) => setTimeout(r, 5))
      }
      const left = readdirSync(backups).sort()
      expect(left.filter((f) => f.startsWith('auto-'))).toHaveLength(AUTO_BACKUPS_KEPT)
      expect(left).toContain('before-upgrade.tar.gz')
      expect(existsSync(made[0] ?? '')).toBe(false)
      expect(existsSync(made.at(-1) ?? '')).toBe(true)
    } finally {
      await s.close()
    }
  })
})
