import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const core = fileURLToPath(new URL('..', import.meta.url))
const MODULES = ['config', 'toast', 'storage', 'api', 'session', 'prefs', 'search', 'notify', 'testing']

function sources(dir: string): [string, string][] {
  return readdirSync(join(core, dir))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [`${dir}/${f}`, readFileSync(join(core, dir, f), 'utf8')])
}

function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"\n]*?from\s+'([^']+)'|import\('([^']+)'\)/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  )
}

// DESIGN §2: core is framework-free and may import contract, zustand/vanilla, ky, crypto-js, nanoid
// (and dompurify for the notification sanitiser).
const ALLOWED_PACKAGES = [
  /^zustand\/vanilla$/,
  /^ky$/,
  /^crypto-js\/(aes|enc-utf8)$/,
  /^nanoid$/,
  /^dompurify$/,
  /^vitest$/,
  /^node:/,
]

describe('core module boundaries', () => {
  const files = MODULES.flatMap(sources)

  it('finds the sources', () => expect(files.length).toBeGreaterThan(20))

  it.each(files)('%s imports only relative modules and allowed packages', (_, text) => {
    for (const spec of importsOf(text)) {
      if (spec.startsWith('.')) continue
      expect(
        ALLOWED_PACKAGES.some((re) => re.test(spec)),
        spec,
      ).toBe(true)
    }
  })

  it('the API layer never imports the session (the cycle is broken by the AuthBridge)', () => {
    for (const [name, text] of sources('api')) {
      for (const spec of importsOf(text))
        expect(spec, name).not.toMatch(/^\.\.\/(session|prefs|search|notify)\//)
    }
  })

  it('only test files use node: or vitest', () => {
    for (const [name, text] of files) {
      if (name.endsWith('.test.ts')) continue
      for (const spec of importsOf(text)) expect(spec, name).not.toMatch(/^(node:|vitest)/)
    }
  })
})
