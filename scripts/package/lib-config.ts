// `vite build --mode lib`: the npm package's JavaScript (dist/lib), one output module per source
// module so a bundler that imports `ChatRoom` keeps only the chat room's modules. Everything under
// node_modules stays an import for the app's bundler to resolve once (React included).
import react from '@vitejs/plugin-react'
import type { UserConfig } from 'vite'

// keyed by their path under src/, so each entry's .js sits beside the .d.ts tsc emits for it
export const LIB_ENTRIES = {
  'core/index': 'src/core/index.ts',
  'widgets/index': 'src/widgets/index.ts',
  'widgets/elements': 'src/widgets/elements.ts',
}

/** a bare specifier (`react`, `@scope/pkg/sub`), as opposed to a path or a Vite virtual module */
export const isBareImport = (id: string) =>
  /^(@[\w.-]+\/)?[\w.-][\w.-]*(\/|$)/.test(id) && !id.startsWith('.')

export function libConfig(): UserConfig {
  return {
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: false,
    // 160 output modules: build-package.ts prints the summary instead
    logLevel: 'warn',
    build: {
      outDir: 'dist/lib',
      emptyOutDir: true,
      sourcemap: true,
      // the app's bundler minifies; readable modules tree-shake and debug better
      minify: false,
      // …but not the styles: to the app's bundler a `?inline` sheet is a string it keeps as it is,
      // comments and indentation included (a few KB gzip per widget)
      cssMinify: true,
      lib: { entry: LIB_ENTRIES, formats: ['es'] },
      rolldownOptions: {
        external: isBareImport,
        output: {
          preserveModules: true,
          preserveModulesRoot: 'src',
          // `login.css?inline` would otherwise become `login.js` and push Login.tsx to `Login2.js`
          entryFileNames: (chunk) =>
            /\.css\?inline$/.test(chunk.facadeModuleId ?? '') ? '[name].css.js' : '[name].js',
        },
      },
    },
  }
}
