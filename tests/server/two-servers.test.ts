import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article } from '../../src/core/contract/index.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { type Raw, raw } from './raw-request.ts'

// Two servers in one process, each on its own data folder and host build: whatever one keeps
// in memory to answer faster (src/server/server-caches.ts: the answer lane's ETags, compressed
// bodies, kept answers and recipes, the rendered articles, the host page and its preloads) is
// its own. The same URL asked of both, again and again, in every encoding, always gets the
// asked server's own answer.

interface Side {
  name: string
  server: TestServer
  log: string[]
  /** a text only this side's answers contain */
  marker: string
}

const root = mkdtempSync(join(tmpdir(), 'xz-two-'))
const MARKERS = ['甲站标记', '乙站标记']
const sides: Side[] = []
/** Markdown nested too deep for the renderer, which throws: the server logs it and answers plain text. */
const TOO_DEEP = `${'>'.repeat(5000)} 深`

/** A host build whose page title and page module name `marker`, written at one same time on both sides. */
function hostBuild(dir: string, marker: string): void {
  mkdirSync(join(dir, '.vite'), { recursive: true })
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><head><title>${marker}</title></head><div id="app"></div>`,
  )
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'pages/Home.tsx': { file: `assets/Home-${marker}.js`, imports: ['index.html'] },
      'pages/ArticlePage.tsx': { file: `assets/ArticlePage-${marker}.js`, imports: ['index.html'] },
    }),
  )
  const when = new Date('2026-01-01T00:00:00Z')
  for (const file of ['index.html', '.vite/manifest.json']) utimesSync(join(dir, file), when, when)
}

async function addArticle(side: Side, token: string, title: string, content: string): Promise<number> {
  const res = await side.server.api<Article>('POST', '/api/article/add', {
    token,
    body: {
      article_title: title,
      article_content: content,
      status: 1,
      category: { category_name: '两站' },
      tagList: [],
    },
  })
  expect(res.status).toBe(200)
  return res.body.result.id
}

beforeAll(async () => {
  for (const marker of MARKERS) {
    const hostDir = join(root, marker)
    hostBuild(hostDir, marker)
    const log: string[] = []
    const server = await startTestServer({ hostDir, log: (line) => log.push(line) })
    sides.push({ name: marker, server, log, marker })
  }
  for (const side of sides) {
    const { token } = await side.server.admin()
    const set = await side.server.api('PUT', '/api/config/update', {
      token,
      body: { blog_name: side.marker },
    })
    expect(set.status).toBe(200)
    // long enough to be sent compressed, and the same id on both sides
    const body = `## ${side.marker}\n\n${`${side.marker}的正文，只属于这一站。`.repeat(80)}`
    expect(await addArticle(side, token, side.marker, body)).toBe(1)
    expect(await addArticle(side, token, '同样的深引用', TOO_DEEP)).toBe(2)
  }
})
afterAll(async () => {
  for (const side of sides) await side.server.close()
  rmSync(root, { recursive: true, force: true })
})

/** The body as sent, decoded as its Content-Encoding says. */
function text(res: Raw): string {
  const encoding = res.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8')
  return res.body.toString('utf8')
}

const ENCODINGS = ['', 'gzip', 'br']

/** Asks the servers `path` in turns, `rounds` times in every encoding; every answer must be the asked side's. */
async function askInTurns(path: string, rounds = 3, asked = sides): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    for (const encoding of ENCODINGS) {
      for (const side of asked) {
        const res = await raw(side.server.url + path, encoding ? { 'accept-encoding': encoding } : {})
        expect(res.status, `${side.name} ${path}`).toBe(200)
        const body = text(res)
        expect(body, `${side.name} ${path} ${encoding}`).toContain(side.marker)
        for (const other of MARKERS.filter((m) => m !== side.marker))
          expect(body, `${side.name} ${path} ${encoding}`).not.toContain(other)
      }
    }
  }
}

describe('two servers in one process', () => {
  it('answer the same API URLs each from its own data, replayed and compressed alike', async () => {
    // a replayable list, an article and its reader variant (answered again from a recipe), the settings
    for (const path of [
      '/api/article/blogHomeGetArticleList/1/10',
      '/api/article/getArticleById/1',
      '/api/article/getArticleById/1?render=html',
      '/api/config',
    ])
      await askInTurns(path)
  })

  it('answer the same host pages each with its own build and settings', async () => {
    for (const path of ['/home', '/article?id=1']) await askInTurns(path)
    const home = text(await raw(`${sides[1]?.server.url}/home`))
    expect(home).toContain(`/assets/Home-${sides[1]?.marker}.js`)
  })

  it('each render an article for itself: a failure is logged by the server that met it', async () => {
    for (const side of sides) {
      const res = await side.server.api<{ article_html: string }>(
        'GET',
        '/api/article/getArticleById/2?render=html',
      )
      expect(res.status).toBe(200)
      expect(res.body.result.article_html).toContain('深')
      // the same id and the same Markdown on both: a render kept by the other side would not be logged here
      expect(side.log.some((line) => line.includes('rendering an article'))).toBe(true)
    }
  })

  it('keep serving their own answers once the other has closed', async () => {
    const [first, second] = sides as [Side, Side]
    await askInTurns('/api/article/blogHomeGetArticleList/1/10', 1)
    await first.server.close()
    sides.splice(0, 1)
    await askInTurns('/api/article/blogHomeGetArticleList/1/10', 2, [second])
    expect(text(await raw(`${second.server.url}/api/config`))).toContain(second.marker)
  })
})
