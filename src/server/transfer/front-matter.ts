import { parse as parseToml } from 'smol-toml'
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml'

/** A Markdown file split into its front matter (as parsed data) and its body. */
export interface SplitMarkdown {
  data: Record<string, unknown>
  body: string
  format: 'yaml' | 'toml' | 'none'
}

/** The front matter is there but does not parse; the message says where and why, in Chinese. */
export class FrontMatterError extends Error {}

// Hexo and Jekyll write YAML between `---` lines, Hugo also TOML between `+++` lines. Only the
// fences are found here; the contents go to the `yaml` and `smol-toml` parsers.
const FENCES = [
  { format: 'yaml', re: /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m },
  { format: 'toml', re: /^\+\+\+[ \t]*\r?\n([\s\S]*?)\r?\n?^\+\+\+[ \t]*(?:\r?\n|$)/m },
] as const

export function splitFrontMatter(text: string): SplitMarkdown {
  const source = text.replace(/^\uFEFF/, '')
  for (const { format, re } of FENCES) {
    const opener = format === 'yaml' ? '---' : '+++'
    if (!source.startsWith(opener)) continue
    const match = re.exec(source)
    if (match?.index !== 0) throw new FrontMatterError(`front matter 没有结束的 ${opener}`)
    const data = format === 'yaml' ? readYaml(match[1] ?? '') : readToml(match[1] ?? '')
    return { data, body: source.slice(match[0].length), format }
  }
  return { data: {}, body: source, format: 'none' }
}

function readYaml(text: string): Record<string, unknown> {
  let data: unknown
  try {
    data = parseYaml(text)
  } catch (err) {
    throw new FrontMatterError(`YAML front matter 无法解析：${firstLine(err)}`)
  }
  if (data === null || data === undefined) return {}
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new FrontMatterError('YAML front matter 应为“键: 值”的形式')
  }
  return data as Record<string, unknown>
}

function readToml(text: string): Record<string, unknown> {
  try {
    return parseToml(text) as Record<string, unknown>
  } catch (err) {
    throw new FrontMatterError(`TOML front matter 无法解析：${firstLine(err)}`)
  }
}

const firstLine = (err: unknown) => String(err instanceof Error ? err.message : err).split('\n')[0]

/** A Markdown file with YAML front matter, as the export writes it. */
export function joinFrontMatter(data: Record<string, unknown>, body: string): string {
  return `---\n${stringifyYaml(data, { lineWidth: 0 })}---\n\n${body.trimEnd()}\n`
}
