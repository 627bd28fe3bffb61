// r2wc and zustand's React binding write `import React from 'react'` and then call
// `React.createElement`, `React.useSyncExternalStore`. Where `react` is preact/compat (the
// script-tag build and the blog), that default export is one object literal naming every export
// of compat: Suspense, lazy, Children, PureComponent, portals, the legacy render API and the hooks
// nobody calls. A bundler cannot drop a property of an object it keeps, so all of them rode in the
// shared runtime. Read as a namespace import instead, each `React.x` is a plain reference to the
// named export `x`, and tree-shaking keeps only what is called. compat's named exports are the
// members of its default object, so every `React.x` still means the same function.
import type { Plugin } from 'vite'

/** `import React from 'react'` (alone: a default plus named imports is left as written). */
const DEFAULT_IMPORT = /\bimport\s+([A-Za-z_$][\w$]*)\s+from\s*(['"])react\2/g

/** The code with every default import of `react` read as a namespace import. */
export function asNamespaceImport(code: string): string {
  return code.replace(
    DEFAULT_IMPORT,
    (_match, name: string, quote: string) => `import * as ${name} from ${quote}react${quote}`,
  )
}

export function reactNamespaceImport(): Plugin {
  return {
    name: 'xiaozhan:react-namespace-import',
    enforce: 'pre',
    transform: {
      filter: { id: /node_modules/, code: /import\s+[A-Za-z_$][\w$]*\s+from\s*['"]react['"]/ },
      handler(code) {
        const next = asNamespaceImport(code)
        return next === code ? null : { code: next, map: null }
      },
    },
  }
}
