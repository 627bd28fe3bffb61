// `npm start`: build what is missing or stale, then run the compiled server in this very
// process (so SIGTERM reaches it directly and nothing is left listening).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'

const needs = [
  ['dist/host/index.html', 'build:host', 'src/host/index.html'],
  ['dist/embed/xiaozhan.js', 'build:embed', 'src/embed/loader.ts'],
]
for (const [output, script, source] of needs) {
  if (!existsSync(output) && existsSync(source)) {
    console.log(`首次启动：正在构建 ${output} …`)
    const r = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' })
    if (r.status !== 0) process.exit(r.status ?? 1)
  }
}

const SERVER = 'dist/server/main.js'
const INPUTS = 'dist/server/inputs.json'

/** True when the compiled server is missing or one of the sources it was built from changed. */
function serverIsStale() {
  if (!existsSync(SERVER) || !existsSync(INPUTS)) return true
  const builtAt = statSync(SERVER).mtimeMs
  const inputs = JSON.parse(readFileSync(INPUTS, 'utf8'))
  return inputs.some((file) => !existsSync(file) || statSync(file).mtimeMs > builtAt)
}

if (serverIsStale() && existsSync('src/server/main.ts')) {
  console.log('正在编译服务端 …')
  const { buildServer } = await import('./build-server.mjs')
  await buildServer()
}
await import(`../${SERVER}`)
