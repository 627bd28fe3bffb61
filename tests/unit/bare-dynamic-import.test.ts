import { describe, expect, it } from 'vitest'
import { withoutPreloadHelper } from '../../scripts/bare-dynamic-import.ts'

// Chunks as Vite renders them for the script-tag build, before minifying.
const HELPER_IMPORT = 'import { t as __vitePreload } from "./preload-!~{001}~.js";\n'

describe('withoutPreloadHelper (script-tag build: no preload helper chunk)', () => {
  it('writes a wrapped import() back as itself and drops the import of the helper', () => {
    const code = `${HELPER_IMPORT}import { a } from "./runtime.js";\nvar A = lazy(() => __vitePreload(() => import("./A.js").then((m) => ({ default: m.A })), __VITE_PRELOAD__, import.meta.url));\n`
    expect(withoutPreloadHelper(code)).toBe(
      'import { a } from "./runtime.js";\nvar A = lazy(() => (import("./A.js").then((m) => ({ default: m.A }))));\n',
    )
  })

  it('keeps a wrapped block a call, to a local helper that runs it at once', async () => {
    const code = `${HELPER_IMPORT}var p = __vitePreload(async () => {\n\tconst { B } = await import("./B.js");\n\treturn B;\n}, __VITE_PRELOAD__, import.meta.url);\n`
    const out = withoutPreloadHelper(code)
    expect(out).not.toContain('./preload-')
    expect(out).not.toContain('__VITE_PRELOAD__')
    expect(out.startsWith('const __vitePreload = (load) => load();\n')).toBe(true)
    // the local helper really calls its argument: the block runs
    const run = new Function(
      'import_',
      out.replaceAll('await import(', 'await import_(').concat('\nreturn p'),
    )
    await expect(run(async () => ({ B: 'b' }))).resolves.toBe('b')
  })

  it('unwraps nested wrappers and the form without import.meta.url', () => {
    const code = `${HELPER_IMPORT}f(__vitePreload(() => import("./a.js").then(() => __vitePreload(() => import("./b.js"), __VITE_PRELOAD__)), __VITE_PRELOAD__));`
    expect(withoutPreloadHelper(code)).toBe('f((import("./a.js").then(() => (import("./b.js")))));')
  })

  it('leaves the helper chunk itself and chunks without lazy imports as they are', () => {
    const helper = 'const __vitePreload = (load) => load();\nexport { __vitePreload as t };\n'
    expect(withoutPreloadHelper(helper)).toBe(helper)
    expect(withoutPreloadHelper('export const x = 1;\n')).toBe('export const x = 1;\n')
  })

  it('stops the build when the wrappers do not pair up (a change in how Vite writes them)', () => {
    const code = `${HELPER_IMPORT}__vitePreload(() => import("./a.js"), __VITE_PRELOAD__, import.meta.url, extra);`
    expect(() => withoutPreloadHelper(code)).toThrow(/1 preload wrappers open but 0 close/)
  })
})
