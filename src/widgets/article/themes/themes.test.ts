import { expect, it } from 'vitest'
import { CODE_LABELS, PREVIEW_LABELS } from './labels.ts'
import palettes from './palettes.json'

it('styles every theme the picker offers, and offers every theme it styles', () => {
  expect(Object.keys(palettes.code).sort()).toEqual(Object.keys(CODE_LABELS).sort())
  expect(Object.keys(palettes.preview).sort()).toEqual(Object.keys(PREVIEW_LABELS).sort())
})

it('gives every code theme a colour for each highlighted token, in light and in dark', () => {
  const tokens = Object.keys(palettes.code.atom.light).sort()
  for (const [name, theme] of Object.entries(palettes.code)) {
    expect(Object.keys(theme.light).sort(), `${name} light`).toEqual(tokens)
    expect(Object.keys(theme.dark).sort(), `${name} dark`).toEqual(tokens)
  }
})
