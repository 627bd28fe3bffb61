// Copied into the temporary app and run there with the app's own Vite: builds one tiny app per
// case and prints, as JSON, the gzip size of the JavaScript its page loads up front (the entry and
// its static imports) and of the lazy chunks it may load later.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

/** @type {{ name: string, code: string }[]} */
const cases = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'))
const work = join(process.cwd(), '.measure')

/** @param {Record<string, { file: string, imports?: string[], isEntry?: boolean }>} manifest */
function upFront(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const seen = new Set()
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const dep of manifest[key]?.imports ?? []) visit(dep)
  }
  if (entry) visit(entry)
  return new Set([...seen].map((key) => manifest[key]?.file))
}

const results = []
for (const { name, code } of cases) {
  const dir = join(work, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'main.jsx'), code)
  await build({
    configFile: false,
    root: dir,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: 'out', manifest: true, rolldownOptions: { input: join(dir, 'main.jsx') } },
  })
  const out = join(dir, 'out')
  const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'))
  const initial = upFront(manifest)
  let initialBytes = 0
  let lazyBytes = 0
  let lazyFiles = 0
  let cipherBytes = 0
  let toastBytes = 0
  for (const [key, { file }] of Object.entries(manifest)) {
    if (!file.endsWith('.js')) continue
    const bytes = gzipSync(readFileSync(join(out, file)), { level: 9 }).length
    if (initial.has(file)) initialBytes += bytes
    // the storage cipher is fetched only when a stored session must be read or written
    else if (/core\/storage\/cipher\.js$/.test(key)) cipherBytes += bytes
    // the toasts' stack arrives with the page's first toast
    else if (/widgets\/ui\/ToastStack\.js$/.test(key)) toastBytes += bytes
    else {
      lazyBytes += bytes
      lazyFiles += 1
    }
  }
  results.push({ name, initialBytes, lazyBytes, lazyFiles, cipherBytes, toastBytes })
}
rmSync(work, { recursive: true, force: true })
console.log(JSON.stringify(results))
