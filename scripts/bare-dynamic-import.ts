// Vite wraps every `import()` of a browser build in its preload helper, which adds <link> tags for
// the chunk's dependencies and CSS. The script-tag build emits no CSS files and turns module
// preloading off, so the helper only ever ran `import()` — yet its 0.9 KB (gzip) sat in the
// loader and so in every widget's first visit. This plugin swaps it for a bare call.
// A failed import still rejects, and the loader logs it and lets a later tag retry.
import type { Plugin } from 'vite'

const PRELOAD_HELPER = '\0vite/preload-helper.js'

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
  }
}
