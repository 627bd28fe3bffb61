// Gzip sizes of what a page actually downloads, checked against budgets. Printed on every run.
// For the script-tag build that is: the loader, plus for one widget its chunk and everything
// that chunk imports (the shared runtime included), read from Vite's manifest.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

const KB = 1024
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen)
  return seen
}

interface Row {
  what: string
  bytes: number
  /** enforced: a build over it fails */
  budget: number
  /** the goal where the enforced budget is still looser (see README, "Bundle sizes") */
  target?: number
}

// SPEC-era goals for the script-tag build. The widgets other than the article reader are not
// there yet: preact/compat, crypto-js (encrypted storage) and ky alone weigh ~28 KB gzip, and
// the shared dialogs with floating-ui ~19 KB. Until that is reworked the enforced budget is a
// ceiling a little above today's size, so a regression still fails the build.
const TARGET_KB: Record<string, number> = { article: 60 }
const CEILING_KB: Record<string, number> = {
  article: 60,
  'chat-room': 66,
  notifications: 68,
  talk: 64,
  comments: 60,
}
const DEFAULT_TARGET_KB = 30
const DEFAULT_CEILING_KB = 58

function embedRows(dir: string): Row[] {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest
  const loaderKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!loaderKey) throw new Error('no entry in the embed manifest')
  const loaderFiles = closure(manifest, loaderKey)
  const size = (keys: Iterable<string>) =>
    [...keys].reduce((sum, k) => sum + gz(join(dir, manifest[k]?.file ?? '')), 0)
  const loaderBytes = size(loaderFiles)
  const rows: Row[] = [{ what: 'xiaozhan.js (loader)', bytes: loaderBytes, budget: 3 * KB }]
  for (const key of manifest[loaderKey]?.dynamicImports ?? []) {
    const name = (manifest[key]?.src ?? key).replace(/^.*\/(.*?)\.ts$/, '$1')
    const files = new Set([...loaderFiles, ...closure(manifest, key)])
    rows.push({
      what: `loader + runtime + ${name}`,
      bytes: size(files),
      budget: (CEILING_KB[name] ?? DEFAULT_CEILING_KB) * KB,
      target: (TARGET_KB[name] ?? DEFAULT_TARGET_KB) * KB,
    })
  }
  return rows
}

function hostRows(dir: string): Row[] {
  const manifestFile = join(dir, '.vite/manifest.json')
  if (!existsSync(manifestFile)) return []
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entry) return []
  const files = closure(manifest, entry)
  const bytes = [...files].reduce((sum, k) => sum + gz(join(dir, manifest[k]?.file ?? '')), 0)
  return [{ what: 'host first-load JavaScript', bytes, budget: 110 * KB }]
}

const rows = [
  ...(existsSync('dist/embed/.vite/manifest.json') ? embedRows('dist/embed') : []),
  ...hostRows('dist/host'),
]
if (rows.length === 0) {
  console.error('nothing to measure: build dist/embed (and dist/host) first')
  process.exit(1)
}
const width = Math.max(...rows.map((r) => r.what.length))
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`.padStart(9)
console.log(
  `\n${'bundle (gzip -9)'.padEnd(width)}  ${'size'.padStart(9)}  ${'budget'.padStart(9)}  ${'target'.padStart(9)}`,
)
let over = 0
for (const r of rows) {
  const ok = r.bytes <= r.budget
  if (!ok) over += 1
  const target = r.target ?? r.budget
  const note = !ok
    ? 'OVER BUDGET'
    : r.bytes > target
      ? `ok (target missed by ${kb(r.bytes - target).trim()})`
      : 'ok'
  console.log(`${r.what.padEnd(width)}  ${kb(r.bytes)}  ${kb(r.budget)}  ${kb(target)}  ${note}`)
}
if (over) {
  console.error(`\n${over} bundle(s) over budget`)
  process.exit(1)
}
