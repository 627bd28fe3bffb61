import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const core = fileURLToPath(new URL('..', import.meta.url))
// Every folder of core, so a new module is covered the day it appears.
const MODULES = readdirSync(core).filter((name) => statSync(join(core, name)).isDirectory())

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

// docs/architecture.md §2: core is framework-free and may import contract, zustand/vanilla, ky,
// crypto-js, nanoid (and dompurify for the notification sanitiser, altcha-lib for the spam solver).
const ALLOWED_PACKAGES = [
  /^zustand\/vanilla$/,
  /^ky$/,
  /^crypto-js\/(aes|enc-utf8)$/,
  /^nanoid$/,
  /^dompurify$/,
  // core/markdown, the renderer the server and the reader share (kept out of core/index.ts)
  /^marked$/,
  /^highlight\.js(\/lib\/(core|languages\/[\w-]+))?$/,
  // core/spam's proof-of-work solver, fetched only when the server asks for one (docs/api.md §27)
  /^altcha-lib(\/algorithms\/web\/sha)?$/,
  /^vitest$/,
  /^node:/,
]

describe('core module boundaries', () => {
  const files = MODULES.flatMap(sources)

  it('finds the sources', () => {
    expect(MODULES).toEqual(expect.arrayContaining(['api', 'chat', 'contract', 'validate', 'image', 'quote']))
    expect(files.length).toBeGreaterThan(20)
  })

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

  it('the contract imports nothing but itself (docs/architecture.md §2)', () => {
    for (const [name, text] of sources('contract')) {
      if (name.endsWith('.test.ts')) continue
      for (const spec of importsOf(text)) expect(spec, name).toMatch(/^\.\/[\w-]+\.ts$/)
    }
  })

  it('core/validate uses only the contract and itself, so the server can run it', () => {
    for (const [name, text] of sources('validate')) {
      if (name.endsWith('.test.ts')) continue
      for (const spec of importsOf(text)) expect(spec, name).toMatch(/^\.\/|^\.\.\/contract\//)
    }
  })

  const withIndex = MODULES.filter((name) => existsSync(join(core, name, 'index.ts')))
  it.each(withIndex)('%s/index.ts only re-exports (the code lives in named files beside it)', (name) => {
    const text = readFileSync(join(core, name, 'index.ts'), 'utf8')
    const statements = text
      .replace(/\/\/.*$/gm, '')
      .split(/(?<=['"])\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean)
    for (const statement of statements)
      expect(statement, name).toMatch(/^export [^;]*from '\.\/[\w-]+\.ts'$/s)
  })

  it('only test files use node: or vitest', () => {
    for (const [name, text] of files) {
      if (name.endsWith('.test.ts')) continue
      for (const spec of importsOf(text)) expect(spec, name).not.toMatch(/^(node:|vitest)/)
    }
  })
})
