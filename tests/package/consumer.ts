// The npm package as a React developer meets it (`npm run test:package`, part of `npm test`, after
// `npm run build`): pack dist/ into a tarball, install it into a copy of examples/react-app in the
// OS temp folder with npm (from the cache where it can), then
//   - fail if any server package landed in that app's node_modules;
//   - type-check the app strictly (skipLibCheck false) under moduleResolution bundler and node16;
//   - build it with its own Vite and print, per widget, what importing it adds to a React app;
//   - open the built app in Chromium against the real server and see the chat room's history.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { serverOnlyPackages } from './server-packages.ts'
import { smokeTest } from './smoke.ts'
import { printWidgetSizes, type SizeCase, widgetCases } from './widget-sizes.ts'

const root = resolve(import.meta.dirname, '../..')
const dist = join(root, 'dist')
for (const built of ['package.json', 'lib/widgets/index.js', 'embed/xiaozhan.js', 'custom-elements.json']) {
  if (!existsSync(join(dist, built))) throw new Error(`dist/${built} is missing: run npm run build first`)
}

const started = Date.now()
const step = (what: string) =>
  console.log(`\n[package ${((Date.now() - started) / 1000).toFixed(0)} s] ${what}`)
const run = (cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
    .toString()
    .trim()

const work = mkdtempSync(join(tmpdir(), 'xz-package-'))
let failed = false
try {
  step('npm pack dist')
  const packed = JSON.parse(run(root, 'npm', ['pack', dist, '--pack-destination', work, '--json'])) as {
    filename: string
    size: number
    entryCount: number
  }[]
  const tarball = join(work, packed[0]?.filename ?? '')
  console.log(
    `${packed[0]?.filename}: ${((packed[0]?.size ?? 0) / 1024).toFixed(0)} KB, ${packed[0]?.entryCount} files`,
  )

  step('install the tarball into a copy of examples/react-app')
  const app = join(work, 'app')
  cpSync(join(root, 'examples/react-app'), app, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|dist)$/.test(src),
  })
  const appManifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  appManifest.dependencies.xiaozhan = `file:${tarball}`
  writeFileSync(join(app, 'package.json'), JSON.stringify(appManifest, null, 2))
  run(app, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'])

  const installed = installedPackages(join(app, 'node_modules'))
  const server = serverOnlyPackages(root).filter((name) => installed.has(name))
  console.log(`node_modules: ${installed.size} packages (the app's React, Vite and TypeScript included)`)
  if (server.length > 0) {
    console.error(`server packages installed with the kit: ${server.join(', ')}`)
    failed = true
  }

  step('tsc, skipLibCheck false: moduleResolution bundler, then node16')
  const tsc = join(app, 'node_modules/.bin/tsc')
  run(app, tsc, ['-p', 'tsconfig.json'])
  run(app, tsc, ['-p', 'tsconfig.node16.json'])
  console.log('both type-check')

  step('size of each widget in an app that already has React')
  const cases: SizeCase[] = widgetCases(join(app, 'node_modules/xiaozhan/custom-elements.json'))
  writeFileSync(join(app, 'size-cases.json'), JSON.stringify(cases))
  cpSync(join(import.meta.dirname, 'measure.mjs'), join(app, 'measure.mjs'))
  const sizes = JSON.parse(run(app, 'node', ['measure.mjs', 'size-cases.json']))
  if (!printWidgetSizes(sizes)) failed = true

  step('vite build, then Chromium against the real server')
  if (!(await smokeTest(app))) failed = true
} catch (error) {
  failed = true
  console.error(error instanceof Error ? error.message : error)
} finally {
  if (process.env.XZ_KEEP_PACKAGE_TEST) console.log(`kept ${work}`)
  else rmSync(work, { recursive: true, force: true })
}
step(failed ? 'FAILED' : 'ok')
if (failed) process.exit(1)

/** Every package name under node_modules, nested copies included. */
function installedPackages(dir: string, found = new Set<string>()): Set<string> {
  if (!existsSync(dir)) return found
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue
    const names = entry.startsWith('@')
      ? readdirSync(join(dir, entry)).map((name) => `${entry}/${name}`)
      : [entry]
    for (const name of names) {
      found.add(name)
      installedPackages(join(dir, name, 'node_modules'), found)
    }
  }
  return found
}
