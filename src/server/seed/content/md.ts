/**
 * Tag for Markdown written inside template literals.
 *
 * It reads the *raw* text, so backslashes in code samples (`'\n'`, regexes) stay as written; the
 * escapes a template literal forces on us are undone (`\`` → `` ` ``, `\${` → `${`); and fences may
 * be written `~~~lang` in the source to spare escaping every backtick — they come out as ```` ``` ````.
 */
export function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  let out = strings.raw[0] ?? ''
  values.forEach((value, i) => {
    out += String(value) + (strings.raw[i + 1] ?? '')
  })
  return out
    .replace(/\\`/g, '`')
    .replace(/\\\$\{/g, '${')
    .replace(/^~~~/gm, '```')
    .trim()
}
