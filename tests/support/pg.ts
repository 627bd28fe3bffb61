import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/**
 * A throw-away PostgreSQL cluster for tests: initdb in a temporary folder, a free port on
 * loopback, durability switched off (a crashed test cluster is thrown away anyway).
 * Needs the PostgreSQL server binaries; `pgBinDir()` says whether they are here.
 */
export interface PgCluster {
  /** URL of the cluster's `postgres` database, as the superuser */
  url: string
  port: number
  /** Creates an empty database and returns its URL. */
  createDatabase(): Promise<string>
  stop(): void
}

const SEARCH_DIRS = ['/usr/local/bin', '/usr/lib/postgresql']

/** Folder holding initdb, pg_ctl and postgres, or null when PostgreSQL is not installed. */
export function pgBinDir(): string | null {
  if (existsSync(join(SEARCH_DIRS[0] ?? '', 'initdb')) && existsSync(join(SEARCH_DIRS[0] ?? '', 'pg_ctl')))
    return SEARCH_DIRS[0] ?? null
  const versions = existsSync(SEARCH_DIRS[1] ?? '') ? readdirSync(SEARCH_DIRS[1] ?? '') : []
  for (const version of versions.sort().reverse()) {
    const bin = join(SEARCH_DIRS[1] ?? '', version, 'bin')
    if (existsSync(join(bin, 'initdb'))) return bin
  }
  return null
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

const isRoot = () => process.getuid?.() === 0

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` user. */
function runAsOwner(command: string, args: string[]): void {
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  const run = spawnSync(file, argv, { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`${command} 失败: ${run.stderr || run.stdout}`)
}

let databaseCounter = 0

/** Creates an empty database, named uniquely, in the cluster at `clusterUrl`; returns its URL. */
export async function createDatabase(clusterUrl: string): Promise<string> {
  const name = `xz_${process.pid}_${++databaseCounter}_${Date.now().toString(36)}`
  const client = new pg.Client({ connectionString: clusterUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
  return clusterUrl.replace(/\/[^/]*$/, `/${name}`)
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = pgBinDir()
  if (!bin) throw new Error('找不到 PostgreSQL（initdb）：请安装 postgresql')
  const dir = mkdtempSync(join(tmpdir(), 'xz-pg-'))
  // the temporary folder is created 0700 for root: the postgres user must be able to enter it
  chmodSync(dir, 0o755)
  const dataDir = join(dir, 'data')
  if (isRoot()) execFileSync('chown', ['postgres', dir])
  runAsOwner(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ])
  const port = await freePort()
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ')
  runAsOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-l', join(dir, 'log'), '-o', settings, '-w', 'start'])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let stopped = false
  return {
    url,
    port,
    createDatabase: () => createDatabase(url),
    stop() {
      if (stopped) return
      stopped = true
      try {
        runAsOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
