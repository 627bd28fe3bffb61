// `npm run bench`: prints figures, never passes or fails on time. The server runs as `npm start`
// runs it (compiled, in its own process); autocannon drives it from another process. Every
// figure that depends on the machine is printed next to a ceiling measured in the same run —
// a bare hono route, a bare `ws` broadcast — so ratios stay comparable on a shared machine.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { registerSearchFunctions } from '../../src/server/db/search-grams.ts'
import { ANONYMOUS_INIT, adminLogin, chatFrame, chatHeader, chatLine, measureChat } from './chat-fanout.ts'
import { generateArticles } from './corpus.ts'
import {
  BENCH_SITE,
  benchPages,
  insertPagesPg,
  insertPagesSqlite,
  type Processes,
  postmasterPid,
} from './page-thread.ts'
import { runLighthouse } from '../support/lighthouse.ts'
import { pgBinDir, startPgCluster } from '../support/pg.ts'

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=')
    return [k ?? '', v ?? 'true'] as const
  }),
)
const CLIENTS = Number(args.get('clients') ?? 10_000)
const ARTICLES = Number(args.get('articles') ?? 10_000)
const SECONDS = Number(args.get('seconds') ?? 5)
const CONNECTIONS = Number(args.get('connections') ?? 50)
/** Bare and ours measured in turn this many times for each figure; the median ratio is printed. */
const ROUNDS = Number(args.get('rounds') ?? 3)
const LIGHTHOUSE_RUNS = Number(args.get('lighthouse') ?? 3)
/** The PostgreSQL search measured this many times in a row over one loaded corpus. */
const SEARCH_PG_RUNS = Number(args.get('search-pg-runs') ?? 1)
const ADMIN_PASSWORD = 'Bench_admin_1'
/** Which parts to run, e.g. `--parts=http,search` while working on the API; all by default. */
const PARTS = new Set(
  (args.get('parts') ?? 'http,search,search-pg,pages,pages-pg,chat,lighthouse,cluster,words').split(','),
)

const root = resolve(import.meta.dirname, '../..')
const processes: ChildProcess[] = []

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const ms = (n: number) => `${n.toFixed(2)} ms`
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - [...s].length * 1))
const verdict = (met: boolean) => (met ? 'met' : 'NOT met')

/** Starts a child process and resolves with the first stdout line that matches. */
function spawnUntil(
  command: string,
  argv: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpMatchArray; startedAt: number }> {
  const startedAt = performance.now()
  const child = spawn(command, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  processes.push(child)
  return new Promise((resolveReady, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
    lines.on('line', (line) => {
      const match = line.match(ready)
      if (match) resolveReady({ child, match, startedAt })
    })
    child.once('exit', (code) => reject(new Error(`${command} ${argv.join(' ')} exited with ${code}`)))
  })
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done()
    child.once('exit', () => done())
    child.kill('SIGTERM')
  })
}

/** `npm start` on a data folder: what `node scripts/start.mjs` does, with a free port. */
async function startOurs(dataDir: string, env: Record<string, string> = {}) {
  const { child, match, startedAt } = await spawnUntil(
    process.execPath,
    ['scripts/start.mjs'],
    {
      XZ_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      XZ_ADMIN_PASSWORD: ADMIN_PASSWORD,
      XZ_RATE_LIMIT_SCALE: '1000000',
      // the foreign site whose pages page-thread.ts measures
      XZ_ALLOWED_ORIGINS: BENCH_SITE,
      ...env,
    },
    /已启动: (http:\/\/\S+)/,
  )
  const url = (match[1] ?? '').replace('localhost', '127.0.0.1')
  // the first answer, not just the listening socket
  while (
    !(await fetch(`${url}/api/user/getUserInfoById/1`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    await new Promise((r) => setTimeout(r, 10))
  }
  return { child, url, firstAnswerMs: performance.now() - startedAt }
}

function residentMb(pid: number | undefined): number {
  if (!pid) return Number.NaN
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN)
  return kb / 1024
}

interface Load {
  rps: number
  p99: number
  errors: number
  /** CPU time the server spent per answer, user + system: what other work on the machine cannot inflate */
  cpuUs: number
}

/** The server processes of this run by port, whose CPU time cannon() reads. */
const serverPids = new Map<string, number>()

/** User + system CPU time of a process so far, in microseconds (Linux /proc). */
function cpuTimeUs(pid: number | undefined): number {
  if (!pid) return Number.NaN
  try {
    // the fields after the command name, which may itself hold spaces and parentheses
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? []
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name; clock ticks of 10 ms
    return (Number(fields[11]) + Number(fields[12])) * 10_000
  } catch {
    return Number.NaN
  }
}

/** autocannon in its own process, as a peer would measure us. */
async function cannon(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const pid = serverPids.get(new URL(url).port)
  const cpuBefore = cpuTimeUs(pid)
  const argv = [
    join(root, 'node_modules/autocannon/autocannon.js'),
    '--json',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(SECONDS),
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    url,
  ]
  const child = spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'ignore'] })
  processes.push(child)
  let out = ''
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString()
  })
  await new Promise((done) => child.once('exit', done))
  const cpu = cpuTimeUs(pid) - cpuBefore
  const result = JSON.parse(out) as {
    requests: { average: number; total: number }
    latency: { p99: number }
    errors: number
    non2xx: number
  }
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUs: cpu / Math.max(1, result.requests.total),
  }
}

/** What a browser sends: it accepts compressed answers. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

function row(name: string, load: Load, ceiling: Load | null, goal: number | null): void {
  const ratio = ceiling ? load.rps / ceiling.rps : null
  const parts = [
    pad(name, 34),
    `${load.rps.toFixed(0).padStart(7)} req/s`,
    `p99 ${String(load.p99).padStart(4)} ms`,
    ratio === null ? '' : `${ratio.toFixed(2)}× ceiling`,
    goal === null || ratio === null ? '' : `(goal ≥ ${goal}×: ${verdict(ratio >= goal)})`,
    Number.isNaN(load.cpuUs) ? '' : `CPU ${load.cpuUs.toFixed(0)} µs/answer`,
    ceiling && !Number.isNaN(load.cpuUs)
      ? `(${(ceiling.cpuUs / load.cpuUs).toFixed(2)}× the ceiling's answers per CPU second)`
      : '',
    load.errors ? `${load.errors} errors!` : '',
  ]
  console.log(parts.filter(Boolean).join('   '))
}

/** The columns of a generated article's row, and its values: its own fields by placeholder, the rest as a new public post has them. */
const ARTICLE_COLUMNS = `article_title, article_description, article_content, article_cover, category_id,
  author_id, is_top, sort_order, status, type, origin_url, view_times, thumbs_up_times, reading_duration,
  "createdAt", "updatedAt"`
const articleValues = (title: string, content: string, author: string, views: string, stamp: string) =>
  `(${title}, ${title}, ${content}, '', NULL, ${author}, 0, 0, 1, 1, '', ${views}, 0, 0, ${stamp}, ${stamp})`

/** 10,000 generated articles written straight into the stopped server's SQLite file. */
function insertArticles(dataDir: string, count: number): void {
  const db = new SQLite(join(dataDir, 'xiaozhan.db'))
  // the search triggers call it, as on the server's own connection
  registerSearchFunctions(db)
  const admin = db.prepare('SELECT id FROM users WHERE role = 1').get() as { id: number }
  const stamp = new Date().toISOString()
  const insert = db.prepare(
    `INSERT INTO articles (${ARTICLE_COLUMNS}) VALUES ${articleValues('@title', '@content', '@author', '@views', '@stamp')}`,
  )
  db.transaction(() => {
    for (const a of generateArticles(count)) {
      insert.run({ title: a.title, content: a.content, author: admin.id, views: a.views, stamp })
    }
  })()
  db.close()
}

/** The same generated articles written into the stopped server's PostgreSQL database. */
async function insertArticlesPg(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const admin = await client.query<{ id: number }>('SELECT id FROM users WHERE role = 1 LIMIT 1')
    const adminId = admin.rows[0]?.id
    const stamp = new Date().toISOString()
    const rows = generateArticles(count)
    await client.query('BEGIN')
    // a few hundred rows a statement: the grams trigger runs per row either way
    for (let i = 0; i < rows.length; i += 200) {
      const batch = rows.slice(i, i + 200)
      const values = batch.map((_, k) => {
        const n = k * 5
        return articleValues(`$${n + 1}`, `$${n + 2}`, `$${n + 3}`, `$${n + 4}`, `$${n + 5}`)
      })
      await client.query(
        `INSERT INTO articles (${ARTICLE_COLUMNS}) VALUES ${values.join(', ')}`,
        batch.flatMap((a) => [a.title, a.content, adminId, a.views, stamp]),
      )
    }
    await client.query('COMMIT')
    // What autovacuum does soon after a bulk load on a real server (planner statistics, the
    // search index's pending entries merged), done now rather than in the middle of a measurement.
    await client.query('VACUUM ANALYZE')
  } finally {
    await client.end()
  }
}

/**
 * Our route and the bare hono route measured back to back, ROUNDS times in turn: on a shared
 * machine the load of other work changes within seconds, and a ratio of two runs far apart
 * measures that too. The round with the median ratio is printed.
 */
async function againstCeiling(
  name: string,
  bareUrl: string,
  url: string,
  headers: Record<string, string>,
  goal: number | null,
): Promise<void> {
  const rounds: { ours: Load; bare: Load }[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const bare = await cannon(`${bareUrl}/api/user/getUserInfoById/1`)
    rounds.push({ bare, ours: await cannon(url, headers) })
  }
  rounds.sort((a, b) => a.ours.rps / a.bare.rps - b.ours.rps / b.bare.rps)
  const median = rounds[Math.floor(rounds.length / 2)]
  if (median) row(name, median.ours, median.bare, goal)
}

async function benchHttp(url: string, bareUrl: string): Promise<void> {
  console.log(`\n## HTTP: autocannon -c ${CONNECTIONS} -d ${SECONDS}, in its own process`)
  console.log(`each figure against a bare hono route measured just before it, median of ${ROUNDS} rounds`)
  const list = `${url}/api/article/blogHomeGetArticleList/1/10`
  await cannon(list) // warm-up: JIT, statement cache
  row('bare hono route (ceiling)', await cannon(`${bareUrl}/api/user/getUserInfoById/1`), null, null)
  await againstCeiling('cheapest API route', bareUrl, `${url}/api/user/getUserInfoById/1`, {}, 0.8)
  await againstCeiling('home list page (API, br)', bareUrl, list, BROWSER, 0.5)
  await againstCeiling(
    'article detail (API, br)',
    bareUrl,
    `${url}/api/article/getArticleById/1`,
    BROWSER,
    0.5,
  )
  await againstCeiling('home page HTML (br)', bareUrl, `${url}/home`, BROWSER, null)
}

/** Sequential GETs from one client, as a person searching; sorted times in ms. */
async function oneClient(urls: string[], rounds: number): Promise<number[]> {
  const times: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const url of urls) {
      const t0 = performance.now()
      const res = await fetch(url)
      await res.arrayBuffer()
      times.push(performance.now() - t0)
    }
  }
  return times.sort((a, b) => a - b)
}

async function benchSearch(url: string, bareUrl: string, engine = 'SQLite'): Promise<void> {
  const queries = {
    2: ['缓存', '并发', '索引', '部署'],
    3: ['数据库', '函数式', '编译器'],
    6: ['缓存失效的时', '高并发场景下', '从零实现并发'],
  }
  console.log(`\n## Search on ${engine} over ${ARTICLES} generated articles (+ the demo seed)`)
  // the floor of any latency here: the same loop against a route that does nothing
  const floor = await oneClient([`${bareUrl}/api/user/getUserInfoById/1`], 60)
  console.log(
    `${pad('bare hono route, one client', 34)}   ${floor.length} requests: p50 ${ms(percentile(floor, 50))}  p95 ${ms(percentile(floor, 95))}`,
  )
  const searchUrl = (q: string) => `${url}/api/article/getArticleListByContent/${encodeURIComponent(q)}`
  for (const [length, list] of Object.entries(queries)) {
    // each word's first search reads the index; the rest find it remembered
    const times = await oneClient(list.map(searchUrl), 20)
    const p95 = percentile(times, 95)
    await againstCeiling(
      `search ${length} chars "${list[0]}"`,
      bareUrl,
      searchUrl(list[0] ?? ''),
      BROWSER,
      0.3,
    )
    console.log(
      `${pad('', 34)}   one client, ${times.length} queries: p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)}  (goal p95 ≤ 10 ms: ${verdict(p95 <= 10)})`,
    )
  }
}

/**
 * Runs `measure` against our server on PostgreSQL (a throw-away cluster, as the server suites
 * use), after `load` has written its rows into the migrated database while the server was stopped.
 */
async function withPgServer(
  title: string,
  load: (databaseUrl: string) => Promise<void>,
  measure: (url: string, processes: Processes) => Promise<void>,
): Promise<void> {
  if (!pgBinDir()) {
    console.log(`\n## ${title}\nskipped: PostgreSQL is not installed`)
    return
  }
  const cluster = await startPgCluster()
  const pgDataDir = mkdtempSync(join(tmpdir(), 'xz-bench-pg-'))
  try {
    const env = {
      DATABASE_URL: await cluster.createDatabase(),
      // the server asks for it with a shared database (several instances must accept one login)
      XZ_JWT_SECRET: 'bench-secret-for-the-postgresql-search-0123456789',
    }
    const first = await startOurs(pgDataDir, env)
    await stop(first.child)
    await load(env.DATABASE_URL)
    const ours = await startOurs(pgDataDir, env)
    await measure(ours.url, { server: ours.child.pid ?? 0, database: postmasterPid(cluster.port) })
    await stop(ours.child)
  } finally {
    cluster.stop()
    rmSync(pgDataDir, { recursive: true, force: true })
  }
}

/**
 * The same search figures with the server on PostgreSQL. The CPU per answer is left out: much
 * of the work is in the database's processes.
 */
async function benchSearchPg(bareUrl: string): Promise<void> {
  let seconds = ''
  await withPgServer(
    'Search on PostgreSQL',
    async (databaseUrl) => {
      const t0 = performance.now()
      await insertArticlesPg(databaseUrl, ARTICLES)
      seconds = ((performance.now() - t0) / 1000).toFixed(1)
    },
    async (url) => {
      // the corpus takes minutes to load on a busy machine; repeated runs measure it again as it is
      for (let run = 1; run <= SEARCH_PG_RUNS; run++)
        await benchSearch(
          url,
          bareUrl,
          SEARCH_PG_RUNS > 1 ? `PostgreSQL (run ${run} of ${SEARCH_PG_RUNS})` : 'PostgreSQL',
        )
      console.log(`(inserted ${ARTICLES} articles into PostgreSQL in ${seconds} s)`)
    },
  )
}

async function benchChat(url: string, pid: number | undefined): Promise<void> {
  chatHeader(`Chat fan-out on one instance (SQLite) beside a bare \`ws\` broadcast`, CLIENTS)
  const bareWs = await spawnUntil(process.execPath, ['tests/bench/bare-ws.mjs'], {}, /port (\d+)/)
  const bareUrl = `ws://127.0.0.1:${bareWs.match[1]}`
  const { token, id } = await adminLogin(url, ADMIN_PASSWORD)
  const wsUrl = `${url.replace(/^http/, 'ws')}/ws`
  const bare = await measureChat(
    {
      readerUrls: [bareUrl],
      senderUrl: bareUrl,
      hello: null,
      senderHello: null,
      frame: chatFrame,
      pids: [bareWs.child.pid ?? 0],
    },
    CLIENTS,
  )
  await stop(bareWs.child)
  chatLine('bare ws broadcast (ceiling)', bare, null)
  const ours = await measureChat(
    {
      readerUrls: [wsUrl],
      senderUrl: wsUrl,
      hello: ANONYMOUS_INIT,
      senderHello: JSON.stringify({ type: 'init', user_id: id, token }),
      frame: chatFrame,
      pids: [pid ?? 0],
    },
    CLIENTS,
  )
  chatLine('our chat', ours, bare)
}

async function benchLighthouse(url: string): Promise<void> {
  if (LIGHTHOUSE_RUNS < 1) return
  console.log(`\n## Lighthouse 12 (mobile, simulated throttling), median of ${LIGHTHOUSE_RUNS}`)
  for (const path of ['/home', '/article?id=1']) {
    const runs = []
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runLighthouse(url + path))
    runs.sort((a, b) => a.performance - b.performance)
    const median = runs[Math.floor(runs.length / 2)]
    if (!median) continue
    console.log(
      `${pad(path, 16)} performance ${median.performance} (goal ≥ 95: ${verdict(median.performance >= 95)})   ` +
        `accessibility ${median.accessibility}   best practices ${median.bestPractices}   SEO ${median.seo}   ` +
        `FCP ${median.fcp.toFixed(0)} ms   LCP ${median.lcp.toFixed(0)} ms   TBT ${median.tbt.toFixed(0)} ms   ` +
        `CLS ${median.cls.toFixed(3)} (goal < 0.05: ${verdict(median.cls < 0.05)})`,
    )
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'xz-bench-'))
try {
  console.log(`# Xiaozhan benchmarks (node ${process.version}, ${new Date().toISOString()})`)
  console.log('Figures depend on the machine; compare ratios measured within this one run.')
  // first start: migrates and seeds the demo blog; then the corpus goes in while it is stopped
  const first = await startOurs(dataDir)
  await stop(first.child)
  // only the parts that read articles from this server's SQLite file wait for its corpus
  if (['http', 'search', 'lighthouse'].some((part) => PARTS.has(part))) {
    const t0 = performance.now()
    insertArticles(dataDir, ARTICLES)
    console.log(`inserted ${ARTICLES} articles in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  }
  if (PARTS.has('pages')) await insertPagesSqlite(join(dataDir, 'xiaozhan.db'))

  const ours = await startOurs(dataDir)
  console.log(`\n## npm start on an existing data folder`)
  console.log(
    `first answer after ${(ours.firstAnswerMs / 1000).toFixed(2)} s (goal ≤ 1.5 s: ${verdict(ours.firstAnswerMs <= 1500)})`,
  )
  await new Promise((r) => setTimeout(r, 3000))
  const idle = residentMb(ours.child.pid)
  console.log(`resident when idle ${idle.toFixed(0)} MB (goal ≤ 100 MB: ${verdict(idle <= 100)})`)

  const bareHono = await spawnUntil(process.execPath, ['tests/bench/bare-hono.mjs'], {}, /port (\d+)/)
  const bareUrl = `http://127.0.0.1:${bareHono.match[1]}`
  for (const [url, pid] of [
    [ours.url, ours.child.pid],
    [bareUrl, bareHono.child.pid],
  ] as const)
    if (pid) serverPids.set(new URL(url).port, pid)
  if (PARTS.has('http')) await benchHttp(ours.url, bareUrl)
  if (PARTS.has('search')) await benchSearch(ours.url, bareUrl)
  if (PARTS.has('search-pg')) await benchSearchPg(bareUrl)
  if (PARTS.has('pages'))
    await benchPages(ours.url, 'SQLite', { server: ours.child.pid ?? 0, database: null })
  if (PARTS.has('pages-pg'))
    await withPgServer('Pages of any site on PostgreSQL', insertPagesPg, (url, pids) =>
      benchPages(url, 'PostgreSQL', pids),
    )
  await stop(bareHono.child)
  if (PARTS.has('chat')) await benchChat(ours.url, ours.child.pid)
  if (PARTS.has('lighthouse')) await benchLighthouse(ours.url)
} finally {
  await Promise.all(processes.map(stop))
  rmSync(dataDir, { recursive: true, force: true })
}

// chat fan-out on PostgreSQL + Redis, one instance and two side by side
if (PARTS.has('cluster')) await import('./cluster.ts')
// the sensitive words' matching, in this process
if (PARTS.has('words')) await import('./words.ts')
