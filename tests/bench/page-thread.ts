// The scale figures of pages of any site (docs/api.md §23, §25), on SQLite and on PostgreSQL: a
// page whose thread holds 10,000 comments, read at its first screen, its last page and deep in
// the middle, and the counts of a list of 50 posts in one request. Rows are written straight into
// the stopped server's database; one client then asks one request at a time, as a reader's
// browser would, and the percentiles are printed beside the goals.
import { readdirSync, readFileSync } from 'node:fs'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { COMMENT_PAGE_SIZE } from '../../src/core/contract/index.ts'

/** The site the pages belong to: the embedding page's origin, admitted by XZ_ALLOWED_ORIGINS. */
export const BENCH_SITE = 'https://static-site.example'
export const THREAD_COMMENTS = 10_000
/** Replies under the newest and the oldest comments, so both ends show reply counts. */
const REPLIES = 2_000
/** A post list with a counter per post; the long thread is one of them. */
const COUNTED_PATHS = 50
const LONG_PATH = '/posts/long-thread/'
/** Requests per figure, after as many to warm up. */
const REQUESTS = Number(process.argv.find((a) => a.startsWith('--page-requests='))?.split('=')[1] ?? 300)

const postPath = (n: number) => `/posts/p${n}/`

/** Writes rows into one table; the engines differ only in how. */
type InsertRows = (table: string, columns: string[], rows: unknown[][]) => Promise<void>
type ReadIds = (sql: string) => Promise<number[]>

const MINUTE = 60_000

/** A comment as a guest writes it, a little Markdown in it: every answer renders its page's. */
function commentRow(pageId: number, parentId: number | null, n: number, at: number): unknown[] {
  // every tenth comment shares its minute with the one before: ties on createdAt, as real threads have
  const stamp = new Date(at - (n - (n % 10 === 0 ? 1 : 0)) * MINUTE).toISOString()
  const content = `第 ${n} 条：写得**很好**，\`npm run build\` 之后试了 [这个办法](https://example.com/${n})。`
  return [4, pageId, parentId, null, null, content, n % 7, `读者${n % 500}`, null, stamp, stamp]
}
const COMMENT_COLUMNS = [
  'type',
  'for_id',
  'parent_id',
  'from_id',
  'to_id',
  'content',
  'thumbs_up',
  'guest_name',
  'guest_url',
  '"createdAt"',
  '"updatedAt"',
]

/** The pages, the long thread, its replies and a few comments on each other post. */
async function seedPages(insert: InsertRows, ids: ReadIds): Promise<void> {
  const now = Date.now()
  const stamp = new Date(now).toISOString()
  const paths = [LONG_PATH, ...Array.from({ length: COUNTED_PATHS - 1 }, (_, i) => postPath(i + 1))]
  await insert(
    'pages',
    ['site', 'path', 'title', 'url', 'views', '"createdAt"', '"updatedAt"'],
    paths.map((path, i) => [BENCH_SITE, path, `文章 ${i}`, `${BENCH_SITE}${path}`, 100 + i, stamp, stamp]),
  )
  const pageIds = await ids(`SELECT id FROM pages WHERE site = '${BENCH_SITE}' ORDER BY id`)
  const [longId = 0, ...others] = pageIds
  await insert(
    'comments',
    COMMENT_COLUMNS,
    Array.from({ length: THREAD_COMMENTS }, (_, n) => commentRow(longId, null, n, now)),
  )
  // the newest comments are the lowest n (the latest minutes), so the first ids are the first screen's
  const top = await ids(`SELECT id FROM comments WHERE for_id = ${longId} AND type = 4 ORDER BY id`)
  const ends = [...top.slice(0, 200), ...top.slice(-200)]
  await insert(
    'comments',
    COMMENT_COLUMNS,
    Array.from({ length: REPLIES }, (_, n) => commentRow(longId, ends[n % ends.length] ?? 0, n, now)),
  )
  await insert(
    'comments',
    COMMENT_COLUMNS,
    others.flatMap((pageId, p) => Array.from({ length: p % 40 }, (_, n) => commentRow(pageId, null, n, now))),
  )
}

/** The pages and comments written into the stopped server's SQLite file. */
export async function insertPagesSqlite(file: string): Promise<void> {
  const db = new SQLite(file)
  try {
    const insert: InsertRows = async (table, columns, rows) => {
      const statement = db.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      )
      db.transaction(() => {
        for (const row of rows) statement.run(...row)
      })()
    }
    const ids: ReadIds = async (query) => (db.prepare(query).all() as { id: number }[]).map((r) => r.id)
    await seedPages(insert, ids)
    db.exec('ANALYZE')
  } finally {
    db.close()
  }
}

/** The same rows written into the stopped server's PostgreSQL database. */
export async function insertPagesPg(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const insert: InsertRows = async (table, columns, rows) => {
      for (let i = 0; i < rows.length; i += 500) {
        const batch = rows.slice(i, i + 500)
        const values = batch.map(
          (_, k) => `(${columns.map((_, c) => `$${k * columns.length + c + 1}`).join(', ')})`,
        )
        await client.query(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`,
          batch.flat(),
        )
      }
    }
    const ids: ReadIds = async (query) => (await client.query<{ id: number }>(query)).rows.map((r) => r.id)
    await seedPages(insert, ids)
    // what autovacuum does soon after a bulk load, done now rather than during a measurement
    await client.query('VACUUM ANALYZE')
  } finally {
    await client.end()
  }
}

/**
 * CPU time (user + system, µs) the process `pid` and its children have used so far, the children
 * that have exited included (a parent's cutime, cstime): the server's, and PostgreSQL's backends.
 * Other work on a shared machine stretches every latency, but hardly the CPU an answer takes.
 */
function treeCpuUs(pid: number): number {
  const ticks = (fields: string[], from: number, to: number) =>
    fields.slice(from, to + 1).reduce((sum, f) => sum + Number(f), 0)
  const statOf = (p: string) => {
    try {
      // the fields after the command name, which may itself hold spaces and parentheses
      return readFileSync(`/proc/${p}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? []
    } catch {
      return []
    }
  }
  // after the name: state, ppid, … utime (11), stime, cutime, cstime (14); clock ticks of 10 ms
  let total = ticks(statOf(String(pid)), 11, 14)
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const fields = statOf(entry)
    if (Number(fields[1]) === pid) total += ticks(fields, 11, 12)
  }
  return total * 10_000
}

/** The postmaster of the cluster listening on `port`, whose children are the backends. */
export function postmasterPid(port: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      if (argv[0]?.endsWith('postgres') && argv.join(' ').includes(`-p ${port}`)) return Number(entry)
    } catch {
      // gone meanwhile
    }
  }
  return null
}

/** The processes whose CPU an answer costs: the server, and the database's when it has its own. */
export interface Processes {
  server: number
  database: number | null
}

interface Answer<T> {
  code: number
  message: string
  result: T
}
interface ListAnswer {
  total: number
  list: { id: number }[]
  prev: string | null
  next: string | null
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
const ms = (n: number) => `${n.toFixed(2)} ms`

/** POSTs `body` from one client, one at a time, as a foreign page of BENCH_SITE does; sorted times in ms. */
async function oneClientPosts(url: string, body: unknown, count: number): Promise<number[]> {
  const times: number[] = []
  const text = JSON.stringify(body)
  for (let i = 0; i < count; i++) {
    const t0 = performance.now()
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: BENCH_SITE,
        'accept-encoding': 'gzip, deflate, br',
      },
      body: text,
    })
    await res.arrayBuffer()
    times.push(performance.now() - t0)
    if (!res.ok) throw new Error(`${url} ${text}: HTTP ${res.status}`)
  }
  return times.sort((a, b) => a - b)
}

async function answer<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BENCH_SITE },
    body: JSON.stringify(body),
  })
  const json = (await res.json()) as Answer<T>
  if (json.code !== 0) throw new Error(`${url}: ${json.message}`)
  return json.result
}

interface Figure {
  name: string
  url: string
  body: unknown
  /** the p95 goal in ms, or null for a figure shown for comparison */
  goal: number | null
}

/**
 * One figure: REQUESTS timed; p50 and p95 beside the goal, when it has one, and the CPU each
 * answer took in the server and the database.
 */
async function measure({ name, url, body, goal }: Figure, processes: Processes): Promise<void> {
  const cpu = () => [treeCpuUs(processes.server), processes.database ? treeCpuUs(processes.database) : 0]
  const [serverBefore = 0, databaseBefore = 0] = cpu()
  const times = await oneClientPosts(url, body, REQUESTS)
  const [serverAfter = 0, databaseAfter = 0] = cpu()
  const perAnswer = (before: number, after: number) => ((after - before) / REQUESTS / 1000).toFixed(2)
  const cpuText = `CPU/answer: server ${perAnswer(serverBefore, serverAfter)} ms${
    processes.database ? ` + database ${perAnswer(databaseBefore, databaseAfter)} ms` : ''
  }`
  const p95 = percentile(times, 95)
  const verdict =
    goal === null
      ? '(no goal: for comparison)'
      : `(goal p95 ≤ ${goal} ms: ${p95 <= goal ? 'met' : 'NOT met'})`
  console.log(`${name.padEnd(42)} p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)}  ${verdict}   ${cpuText}`)
}

/** The figures against a server whose database holds the rows seeded above. */
export async function benchPages(url: string, engine: string, processes: Processes): Promise<void> {
  console.log(
    `\n## Pages of any site on ${engine}: a thread of ${THREAD_COMMENTS} comments, ${COUNTED_PATHS} counters`,
  )
  console.log(
    `one client, one request at a time, ${REQUESTS} requests a figure after a warm-up of them all; the CPU of the same requests`,
  )
  const thread = await answer<{ page_id: number }>(`${url}/api/page/thread`, { path: LONG_PATH })
  const listUrl = `${url}/api/comment/frontGetParentComment`
  const list = { type: 4, for_id: thread.page_id, size: COMMENT_PAGE_SIZE, order: 'new' }
  const first = await answer<ListAnswer>(listUrl, list)
  if (first.total !== THREAD_COMMENTS) throw new Error(`the thread holds ${first.total} comments`)
  const lastNumber = Math.ceil(first.total / COMMENT_PAGE_SIZE)
  const halfWay = Math.floor(lastNumber / 2)
  // a place half way down: walk there by number once, then ask by its cursor
  const middle = await answer<ListAnswer>(listUrl, { ...list, current: halfWay })
  const statsUrl = `${url}/api/page/stats`
  const paths = Array.from({ length: COUNTED_PATHS }, (_, i) => (i === 0 ? LONG_PATH : postPath(i)))
  const figures: Figure[] = [
    // the floor of every figure below: a foreign page's POST through the same middleware, no work
    { name: 'an empty counters request (floor)', url: statsUrl, body: { paths: [] }, goal: null },
    { name: 'first screen (5 newest)', url: listUrl, body: list, goal: 10 },
    { name: 'last page by number', url: listUrl, body: { ...list, current: lastNumber }, goal: 10 },
    { name: 'last page by cursor (last: true)', url: listUrl, body: { ...list, last: true }, goal: 10 },
    { name: 'middle by cursor (after)', url: listUrl, body: { ...list, after: middle.next }, goal: 10 },
    { name: 'middle by number (skips half)', url: listUrl, body: { ...list, current: halfWay }, goal: null },
    { name: `counts of ${COUNTED_PATHS} paths, one request`, url: statsUrl, body: { paths }, goal: 5 },
    {
      name: `… with the list page's repeat view`,
      url: statsUrl,
      body: { paths, view: { path: '/posts/', title: '文章', url: `${BENCH_SITE}/posts/` } },
      goal: null,
    },
  ]
  // every route compiled and every statement cached before any is timed
  for (let round = 0; round < 2; round++)
    for (const f of figures) await oneClientPosts(f.url, f.body, Math.min(REQUESTS, 50))
  for (const f of figures) await measure(f, processes)
}
