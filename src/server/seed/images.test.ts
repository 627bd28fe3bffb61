import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles } from './content/articles.ts'
import { albums, links, pageHeaders, siteConfig, talks, users } from './content/community.ts'
import { generateSeedImages, listSeedImagePaths, SEED_URL_PREFIX, seedImageSpec } from './images.ts'

const fileOf = (dir: string, p: string) => path.join(dir, p.slice(SEED_URL_PREFIX.length))

describe('seed images', () => {
  let dir = ''
  let elapsed = 0

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'xz-seed-'))
    const t0 = performance.now()
    await generateSeedImages(dir)
    elapsed = performance.now() - t0
  }, 120_000)

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('lists every image the content refers to', () => {
    const listed = new Set(listSeedImagePaths())
    const expected = [
      ...articles.map((a) => a.cover),
      ...articles.flatMap((a) =>
        [...a.content.matchAll(/!\[[^\]]*\]\((\/seed\/[^)\s]+)\)/g)].map((m) => m[1]!),
      ),
      ...talks.flatMap((t) => t.images),
      ...albums.flatMap((a) => a.photos.map((p) => p.path)),
      ...links.map((l) => l.site_avatar),
      ...users.map((u) => u.avatar),
      ...pageHeaders.map((h) => h.bg_url),
      siteConfig.blog_avatar,
      siteConfig.avatar_bg,
    ]
    for (const p of expected) expect(listed, p).toContain(p)
    for (const p of listed) expect(() => seedImageSpec(p), p).not.toThrow()
  })

  it('writes every listed path as a valid image of the expected size', async () => {
    for (const p of listSeedImagePaths()) {
      const spec = seedImageSpec(p)
      const meta = await sharp(fileOf(dir, p)).metadata()
      expect(meta.format, p).toBe(spec.format)
      expect([meta.width, meta.height], p).toEqual([spec.width, spec.height])
    }
    console.info(`generated ${listSeedImagePaths().length} seed images in ${Math.round(elapsed)} ms`)
    expect(elapsed).toBeLessThan(60_000)
  })

  it('resolves every Markdown image to a generated file', async () => {
    for (const a of articles) {
      for (const m of a.content.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)) {
        const s = await stat(fileOf(dir, m[1]!))
        expect(s.size, m[1]).toBeGreaterThan(1000)
      }
    }
  })

  it('keeps the total size reasonable', async () => {
    let total = 0
    for (const p of listSeedImagePaths()) total += (await stat(fileOf(dir, p))).size
    expect(total).toBeLessThan(15 * 1024 * 1024)
  })

  it('skips files that already exist', async () => {
    const p = listSeedImagePaths()[0]!
    const before = (await stat(fileOf(dir, p))).mtimeMs
    const t0 = performance.now()
    await generateSeedImages(dir)
    expect(performance.now() - t0).toBeLessThan(2_000)
    expect((await stat(fileOf(dir, p))).mtimeMs).toBe(before)
  })

  it('is deterministic', async () => {
    const { renderSeedImage } = await import('./images.ts')
    const a = await renderSeedImage('/seed/covers/05.jpg')
    const b = await renderSeedImage('/seed/covers/05.jpg')
    expect(a.equals(b)).toBe(true)
  })

  it('rejects paths outside the scheme', () => {
    expect(() => seedImageSpec('/seed/../etc/passwd.jpg')).toThrow()
    expect(() => seedImageSpec('/uploads/a.jpg')).toThrow()
    expect(() => seedImageSpec('/seed/unknown/a.jpg')).toThrow()
  })
})
