// Reads the --xz-* design tokens out of tokens.css: the light values on :host/:root, the dark
// overrides on [data-theme="dark"], and the comment after each light value as its description.
// Plain text in, plain data out, so the theming page and its test read the file the same way.

export interface Token {
  name: string
  light: string
  dark: string
  description: string
}

const DECLARATION = /(--xz-[\w-]+)\s*:\s*([^;]+);[ \t]*(?:\/\*\s*(.*?)\s*\*\/)?/g
// A comment that starts its own line is prose about the tokens (it may even quote a declaration
// as an example); only a comment after a declaration, on the same line, describes one.
const PROSE_COMMENT = /^[ \t]*\/\*[\s\S]*?\*\//gm

function declarations(block: string): { name: string; value: string; comment: string }[] {
  return [...block.matchAll(DECLARATION)].map(([, name = '', value = '', comment = '']) => ({
    name,
    value: value.replace(/\s+/g, ' ').trim(),
    comment,
  }))
}

export function parseTokens(source: string): Token[] {
  const css = source.replace(PROSE_COMMENT, '')
  const darkStart = css.indexOf('[data-theme="dark"]')
  const light = declarations(css.slice(0, darkStart))
  const dark = new Map(
    declarations(css.slice(darkStart, css.indexOf('}', darkStart))).map((d) => [d.name, d.value]),
  )
  return light.map((d) => ({
    name: d.name,
    light: d.value,
    dark: dark.get(d.name) ?? d.value,
    description: d.comment,
  }))
}
