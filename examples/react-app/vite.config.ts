import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import pkg from '../../package.json' with { type: 'json' }

const repo = fileURLToPath(new URL('../..', import.meta.url))

/**
 * In a real app `xiaozhan` is installed in node_modules. Here it is this repository, so
 * `xiaozhan/<entry>` is resolved through the repository's package.json "exports", exactly
 * what a bundler does with an installed copy — the built dist/lib, not the sources.
 */
function xiaozhanFromExports(): Plugin {
  const exportsMap = pkg.exports as Record<string, string | { import: string }>
  return {
    name: 'xiaozhan-from-exports',
    resolveId(id) {
      const match = /^xiaozhan(\/.+)$/.exec(id)
      if (!match) return null
      const entry = exportsMap[`.${match[1]}`]
      if (!entry) return null
      return resolve(repo, typeof entry === 'string' ? entry : entry.import)
    },
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), xiaozhanFromExports()],
  build: { outDir: resolve(repo, 'dist/example-react-app'), emptyOutDir: true },
})
