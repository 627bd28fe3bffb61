// `npm run build:server`: the server compiled once to dist/server, so `npm start` loads plain
// JavaScript instead of compiling TypeScript at every start. Pure-JS dependencies are bundled
// in (resolving hundreds of small ESM files is most of a cold start); native addons and the
// optional PostgreSQL driver stay external and load from node_modules.
import { rmSync, writeFileSync } from 'node:fs'
import { build, stop } from 'esbuild'

export const SERVER_OUT = 'dist/server'
const NATIVE_OR_OPTIONAL = [
  'better-sqlite3',
  'sharp',
  '@node-rs/argon2',
  'pg',
  'bufferutil',
  'utf-8-validate',
]

export async function buildServer() {
  rmSync(SERVER_OUT, { recursive: true, force: true })
  const result = await build({
    entryPoints: { main: 'src/server/main.ts' },
    outdir: SERVER_OUT,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: NATIVE_OR_OPTIONAL,
    sourcemap: true,
    // bundled CommonJS dependencies (ws) call require()
    banner: {
      js: "import { createRequire as __xzRequire } from 'node:module'; const require = __xzRequire(import.meta.url);",
    },
    metafile: true,
    logLevel: 'warning',
  })
  // `npm start` rebuilds when one of these sources is newer than the build
  const inputs = Object.keys(result.metafile.inputs).filter((f) => f.startsWith('src/'))
  writeFileSync(`${SERVER_OUT}/inputs.json`, JSON.stringify(inputs))
  // the esbuild service is a child process: do not leave it running beside the server
  await stop()
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer()
