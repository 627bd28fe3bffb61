import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseTokens } from '../../.storybook/blocks/token-parse.ts'

const css = readFileSync(new URL('../../src/widgets/ui/tokens.css', import.meta.url), 'utf8')

describe('the theming page’s token table', () => {
  const tokens = parseTokens(css)

  it('lists each token once, with the values tokens.css gives it', () => {
    const names = tokens.map((t) => t.name)
    expect(new Set(names).size).toBe(names.length)
    expect(tokens[0]).toMatchObject({ name: '--xz-primary', light: '#2860d8' })
    expect(tokens[0]?.description).toContain('主色')
  })

  it('takes no value from the prose comments that quote a declaration as an example', () => {
    for (const t of tokens) {
      expect(t.light, t.name).not.toMatch(/[`}…]/)
      expect(t.dark, t.name).not.toMatch(/[`}…]/)
    }
  })

  it('gives every token a description and a dark value', () => {
    for (const t of tokens) expect(t.description, t.name).not.toBe('')
    expect(tokens.some((t) => t.dark !== t.light)).toBe(true)
  })
})
