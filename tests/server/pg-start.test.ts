import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import type { ArticleSummary, Paged } from '../../src/core/contract/index.ts'
import { queryGrams } from '../../src/server/article/search-pg.ts'
import { createDatabase } from '../support/pg.ts'
import { startTestServer, type TestServer } from './harness.ts'

const clusterUrl = inject('pgUrl')
const started: TestServer[] = []
const dirs: string[] = []
afterAll(async () => {
  for (const s of started) await s.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe.skipIf(!clusterUrl)('instances starting together on one PostgreSQL database', () => {
  it('migrate and seed once: both answer with the same articles, none twice', async () => {
    const databaseUrl = await createDatabase(clusterUrl)
    const start = () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'xz-pg-start-'))
      dirs.push(dataDir)
      return startTestServer({ dataDir, databaseUrl, seed: true })
    }
    const [a, b] = await Promise.all([start(), start()])
    started.push(a, b)
    const list = async (s: TestServer) =>
      (await s.api<Paged<ArticleSummary>>('GET', '/api/article/blogHomeGetArticleList/1/100')).body.result
    const fromA = await list(a)
    const fromB = await list(b)
    expect(fromA.total).toBeGreaterThan(0)
    expect(fromB.total).toBe(fromA.total)
    const titles = fromA.list.map((r) => r.article_title)
    expect(new Set(titles).size).toBe(titles.length)
    // two seeds (pictures included) on a busy machine
  }, 120_000)
})

describe('queryGrams', () => {
  it('asks for the two-character pieces, or the characters of a shorter query, never across a space', () => {
    expect(queryGrams('缓存策略')).toEqual(['缓存', '存策', '策略'])
    expect(queryGrams('缓')).toEqual(['缓'])
    expect(queryGrams('索 引')).toEqual(['索', '引'])
    expect(queryGrams('AB')).toEqual(['ab'])
  })
})
