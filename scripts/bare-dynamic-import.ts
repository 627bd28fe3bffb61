// Vite wraps every `import()` of a browser build in its preload helper, which adds <link> tags for
// the chunk's dependencies and CSS. The script-tag build emits no CSS files and turns module
// preloading off, so the helper only ever ran `import()` — yet its 0.9 KB (gzip) sat in the
// loader and so in every widget's first visit. This plugin swaps it for a bare call, then takes
// the call away where it can: each wrapped `import()` is written back as itself, and the helper's
// chunk, which nothing imports any more, leaves the bundle (a file, a request and an import
// statement less in the loader, the runtime and every widget that loads a part lazily).
// A failed import still rejects, and the loader logs it and lets a later tag retry.
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

const PRELOAD_HELPER = '\0vite/preload-helper.js'

/** Where a wrapper opens, as chunks are rendered (before minifying): `__vitePreload(` … */
const WRAPPER_OPEN = /__vitePreload\(/g
/** … the common form, `__vitePreload(() => import("./x.js").then(f), …)`, whose arrow can go; */
const ARROW_OPEN = /__vitePreload\(\(\) => /g
/** … and where it closes: `, __VITE_PRELOAD__, import.meta.url)` (the URL only with a relative base). */
const WRAPPER_CLOSE = /, __VITE_PRELOAD__(?:, import\.meta\.url)?\)/g
/** The helper's import, however the chunk names its export. */
const HELPER_IMPORT = /^import \{ \w+ as __vitePreload \} from "[^"]+";\n/m

/**
 * A rendered chunk's code without the preload helper. The helper called its argument at once, so
 * `(import("./x.js").then(f))` runs exactly as the wrapped call did; a wrapper around a block
 * (`async () => { const { A } = await import(…) … }`) stays a call, to a local copy of the helper.
 * Throws when the wrappers' two ends do not pair up, so a change in Vite's output stops the build
 * rather than ship broken code.
 */
export function withoutPreloadHelper(code: string): string {
  // the helper's own chunk defines it; a chunk that holds the helper itself keeps its calls
  if (!HELPER_IMPORT.test(code)) return code
  const opens = code.match(WRAPPER_OPEN)?.length ?? 0
  const closes = code.match(WRAPPER_CLOSE)?.length ?? 0
  if (opens !== closes) {
    throw new Error(`bare-dynamic-import: ${opens} preload wrappers open but ${closes} close`)
  }
  const out = code.replace(ARROW_OPEN, '(').replace(WRAPPER_CLOSE, ')')
  const local = out.includes('__vitePreload(') ? 'const __vitePreload = (load) => load();\n' : ''
  return out.replace(HELPER_IMPORT, local)
}

const isHelperChunk = (chunk: OutputChunk) =>
  chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => id === PRELOAD_HELPER)

/** Drops the helper's chunk and every chunk's import of it (the manifest is written after this). */
function dropHelperChunk(bundle: OutputBundle): void {
  for (const [fileName, item] of Object.entries(bundle)) {
    if (item.type !== 'chunk' || !isHelperChunk(item)) continue
    for (const other of Object.values(bundle)) {
      if (other.type === 'chunk' && other.code.includes(fileName.replace(/^.*\//, ''))) {
        throw new Error(`bare-dynamic-import: ${other.fileName} still imports ${fileName}`)
      }
      if (other.type === 'chunk') other.imports = other.imports.filter((f) => f !== fileName)
    }
    delete bundle[fileName]
  }
}

export function bareDynamicImport(): Plugin {
  return {
    name: 'xiaozhan:bare-dynamic-import',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id !== PRELOAD_HELPER) return null
        return 'export const __vitePreload = (load) => load()'
      },
    },
    renderChunk(code) {
      const out = withoutPreloadHelper(code)
      return out === code ? null : { code: out, map: null }
    },
    generateBundle(_options, bundle) {
      dropHelperChunk(bundle)
    },
  }
}
