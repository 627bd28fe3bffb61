// Writes `file.br` and `file.gz` beside every compressible build output, so the server sends
// static files compressed at the strongest level without spending CPU per request.
// Usage: node scripts/precompress.mjs dist/host dist/embed
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map)$/
const MIN_BYTES = 1024

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}

for (const dir of process.argv.slice(2)) {
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || file.includes('/.vite/') || statSync(file).size < MIN_BYTES) continue
    const body = readFileSync(file)
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    )
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  }
}
