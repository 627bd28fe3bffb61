import react from '@vitejs/plugin-react'
import { defineConfig, type UserConfig } from 'vite'
import { bareDynamicImport } from './scripts/bare-dynamic-import.ts'
import { copyPerImporter } from './scripts/copy-per-importer.ts'
import { preactAlias } from './preact-alias.ts'
import { reactNamespaceImport } from './scripts/react-namespace-import.ts'
import { libConfig } from './scripts/package/lib-config.ts'
import { stripElementDocs } from './scripts/strip-element-docs.ts'

// Modes:
//   vite build --mode lib    -> dist/lib: the npm package (core, widgets, elements), see scripts/package
//   vite build --mode embed  -> dist/embed: xiaozhan.js loader + runtime + one chunk per widget, preact
//   vite / vite build        -> the host blog (src/host), real React
const production = { 'process.env.NODE_ENV': JSON.stringify('production') }

// The base every widget needs (preact, the element wrapper, session, storage, API client,
// theme, toasts, the button and the loading/empty/error states), split out once so a page with three widgets loads it once. Everything
// else a widget uses (dialogs, popovers, DOMPurify, markdown) stays in chunks shared
// only by the widgets that import it, so a small widget does not pay for a big one. `Icon\.` is the
// component alone: the drawings (icons.ts) travel with the modules that draw them (copy-per-importer).
const RUNTIME =
  /node_modules[\\/](preact|@r2wc|zustand|ky|nanoid)[\\/]|src[\\/]core[\\/](config|contract|storage[\\/](index|lazy-store)|prefs|toast|session|api[\\/](client|failure|user))[\\/.]|src[\\/]widgets[\\/](element[\\/]|ui[\\/](WidgetRoot|styles|theme|tokens|click|Toaster|Icon\.|Button|States))/

const WIDGET_ELEMENT = /src[\\/]widgets[\\/]([^\\/]+)[\\/]element\.ts$/

export default defineConfig(({ mode }): UserConfig => {
  if (mode === 'lib') return libConfig()
  if (mode === 'embed') {
    return {
      plugins: [react(), stripElementDocs(), bareDynamicImport(), copyPerImporter(), reactNamespaceImport()],
      resolve: { alias: preactAlias },
      define: production,
      base: './',
      publicDir: false,
      build: {
        outDir: 'dist/embed',
        emptyOutDir: true,
        target: 'es2022',
        modulePreload: false,
        // the size check walks each widget's import closure through it
        manifest: true,
        rolldownOptions: {
          input: { xiaozhan: 'src/embed/loader.ts' },
          preserveEntrySignatures: false,
          // The shared UI modules do nothing on import, so a widget importing one primitive through
          // the ui barrel is not handed every other primitive (popovers, dialogs) as well.
          treeshake: { moduleSideEffects: (id: string) => !/src[\\/]widgets[\\/]ui[\\/]/.test(id) },
          output: {
            entryFileNames: '[name].js',
            // a widget's chunk is named after its folder (every entry module is called element.ts)
            chunkFileNames: (chunk) =>
              `chunks/${WIDGET_ELEMENT.exec(chunk.facadeModuleId ?? '')?.[1] ?? '[name]'}-[hash].js`,
            codeSplitting: {
              groups: [
                // the dynamic-import helper: the loader and the runtime (which fetches the cipher on
                // demand) both call it, and the loader must not pull the runtime in to get it; in
                // its own chunk, bare-dynamic-import can then take it out of the bundle altogether
                { name: 'preload', test: /vite[\\/]preload-helper/, priority: 2 },
                { name: 'runtime', test: RUNTIME, priority: 1 },
                // the text helpers and the account/chat rules travel together: split apart (the links
                // form wants only the former) each costs a request and ~300 B of chunk overhead
                { name: 'validate', test: /src[\\/]core[\\/]validate[\\/](text|validate)\.ts$/ },
                // a failed call's words travel with the loading hook that most widgets use: apart, a
                // widget that needs only the words (reactions) cost every other one a request
                { name: 'use-load', test: /src[\\/]widgets[\\/]ui[\\/](use-load|failure)\.ts$/ },
                // the dialog and drawer shells and what they share (until-open): one request, not three
                { name: 'shells', test: /src[\\/]widgets[\\/]ui[\\/](Dialog|Drawer|until-open)\.tsx$/ },
              ],
            },
          },
        },
      },
    }
  }
  return {
    plugins: [react(), reactNamespaceImport()],
    // The blog runs on preact/compat like the embeds: React's DOM renderer alone is ~45 KB gzip of
    // the first load, and its evaluation the largest of a phone's long tasks (issue 14, Lighthouse).
    resolve: {
      alias: [
        ...preactAlias,
        // the comment writes come with the section here (src/core/comments/load-writes-eager.ts)
        { find: /^\.\/load-writes\.ts$/, replacement: './load-writes-eager.ts' },
      ],
    },
    root: 'src/host',
    publicDir: '../../public',
    build: { outDir: '../../dist/host', emptyOutDir: true, manifest: true },
    server: {
      proxy: {
        '/api': 'http://127.0.0.1:8080',
        '/uploads': 'http://127.0.0.1:8080',
        '/seed': 'http://127.0.0.1:8080',
        '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
      },
    },
  }
})
