// `npm start`: build what is missing, then run the server in this very process (so SIGTERM
// reaches it directly and nothing is left listening).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { register } from 'tsx/esm/api'

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

register()
await import('../src/server/main.ts')
