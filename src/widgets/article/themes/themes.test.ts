import { expect, it } from 'vitest'
import { CODE_LABELS, PREVIEW_LABELS } from './labels.ts'
import palettes from './palettes.json'

it('styles every theme the picker offers, and offers every theme it styles', () => {
  expect(Object.keys(palettes.code).sort()).toEqual(Object.keys(CODE_LABELS).sort())
  expect(Object.keys(palettes.preview).sort()).toEqual(Object.keys(PREVIEW_LABELS).sort())
})

const propertiesOf = (declarations: string) =>
  declarations
    .split(';')
    .map((declaration) => declaration.split(':')[0]?.trim())
    .sort()

it('gives every code theme a colour for each highlighted token, in light and in dark', () => {
  const tokens = propertiesOf(palettes.code.atom.light)
  expect(tokens).toContain('--c-keyword')
  for (const [name, theme] of Object.entries(palettes.code)) {
    expect(propertiesOf(theme.light), `${name} light`).toEqual(tokens)
    expect(propertiesOf(theme.dark), `${name} dark`).toEqual(tokens)
  }
})
