import react from '@vitejs/plugin-react'
import { defineConfig, type UserConfig } from 'vite'

// Modes:
//   vite build --mode lib   -> dist/lib: ESM library entries (core today; widgets and elements join later)
//   vite / vite build       -> the host blog (src/host), real React
export default defineConfig(({ mode }): UserConfig => {
  if (mode === 'lib') {
    return {
      plugins: [react()],
      build: {
        outDir: 'dist/lib',
        emptyOutDir: true,
        sourcemap: true,
        lib: { entry: { core: 'src/core/index.ts' }, formats: ['es'] },
        rolldownOptions: {
          // a library leaves its dependencies to the app that installs it
          external: [/^react(-dom)?(\/.*)?$/, /^(ky|zustand|crypto-js|nanoid|dompurify)(\/.*)?$/],
        },
      },
    }
  }
  return {
    plugins: [react()],
    root: 'src/host',
    publicDir: '../../public',
    build: { outDir: '../../dist/host', emptyOutDir: true },
    server: { proxy: { '/api': 'http://127.0.0.1:8080', '/uploads': 'http://127.0.0.1:8080', '/ws': { target: 'ws://127.0.0.1:8080', ws: true } } },
  }
})
