/**
 * Syntax highlighting with highlight.js core, loaded on demand: the core and only the grammars an
 * article's fences name are fetched (an article without code fetches none). The grammars are the
 * ones a Chinese tech blog uses; everything else is shown as escaped plain text. Grammars are
 * registered on a private instance, so another widget's highlighter is not affected.
 */
import type { HLJSApi, LanguageFn } from 'highlight.js'
import { escapeHtml } from './html.ts'

type GrammarModule = { default: LanguageFn }

const GRAMMARS: Record<string, () => Promise<GrammarModule>> = {
  bash: () => import('highlight.js/lib/languages/bash'),
  css: () => import('highlight.js/lib/languages/css'),
  dockerfile: () => import('highlight.js/lib/languages/dockerfile'),
  go: () => import('highlight.js/lib/languages/go'),
  http: () => import('highlight.js/lib/languages/http'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  lua: () => import('highlight.js/lib/languages/lua'),
  nginx: () => import('highlight.js/lib/languages/nginx'),
  python: () => import('highlight.js/lib/languages/python'),
  rust: () => import('highlight.js/lib/languages/rust'),
  shell: () => import('highlight.js/lib/languages/shell'),
  sql: () => import('highlight.js/lib/languages/sql'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
}

/** What authors write after the fence → the grammar that colours it. */
const ALIASES: Record<string, string> = {
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  node: 'javascript',
  sh: 'bash',
  zsh: 'bash',
  shell: 'bash',
  console: 'shell',
  shellsession: 'shell',
  html: 'xml',
  xhtml: 'xml',
  svg: 'xml',
  vue: 'xml',
  py: 'python',
  python3: 'python',
  rs: 'rust',
  golang: 'go',
  docker: 'dockerfile',
  yml: 'yaml',
  jsonc: 'json',
  https: 'http',
  nginxconf: 'nginx',
  text: 'plaintext',
  txt: 'plaintext',
  plain: 'plaintext',
}

/** Header labels: by what the author wrote first, else by grammar. */
const LABELS: Record<string, string> = {
  tsx: 'TSX',
  jsx: 'JSX',
  html: 'HTML',
  svg: 'SVG',
  vue: 'Vue',
  sh: 'Shell',
  zsh: 'Zsh',
  shell: 'Shell',
  console: 'Shell',
  typescript: 'TypeScript',
  javascript: 'JavaScript',
  python: 'Python',
  go: 'Go',
  rust: 'Rust',
  sql: 'SQL',
  bash: 'Bash',
  css: 'CSS',
  json: 'JSON',
  yaml: 'YAML',
  java: 'Java',
  xml: 'XML',
  nginx: 'Nginx',
  dockerfile: 'Dockerfile',
  lua: 'Lua',
  http: 'HTTP',
  plaintext: '纯文本',
}

export interface HighlightedCode {
  /** HTML: hljs token spans, or escaped text */
  html: string
  /** what the code block's header shows */
  label: string
  /** whether a grammar coloured it */
  highlighted: boolean
}

/** Highlights one block; the renderer calls it for every fence. */
export type Highlighter = (code: string, language: string) => HighlightedCode

/** The first word of a fence's info string, lower-cased: "ts title=a.ts" → "ts". */
export function fenceLanguage(info: string | undefined): string {
  return (info ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? ''
}

/** The grammar for a fence language, or null when we have none. */
export function grammarOf(language: string): string | null {
  const name = ALIASES[language] ?? language
  return name === 'plaintext' || name in GRAMMARS ? name : null
}

export function labelOf(language: string): string {
  const grammar = grammarOf(language)
  return LABELS[language] ?? (grammar ? LABELS[grammar] : undefined) ?? (language || '纯文本')
}

/** Escaped text under a label: unknown languages, and everything while no grammar is loaded. */
export const plainHighlighter: Highlighter = (code, language) => ({
  html: escapeHtml(code, 'named'),
  label: labelOf(language),
  highlighted: false,
})

let core: Promise<HLJSApi> | null = null
const grammars = new Map<string, Promise<void>>()

function loadCore(): Promise<HLJSApi> {
  core ??= import('highlight.js/lib/core').then(
    (module) => module.default.newInstance(),
    (error: unknown) => {
      core = null // a later article may try again
      throw error
    },
  )
  return core
}

function loadGrammar(hljs: HLJSApi, name: string): Promise<void> {
  let pending = grammars.get(name)
  const load = GRAMMARS[name]
  if (!pending && load) {
    pending = load().then(
      (module) => hljs.registerLanguage(name, module.default),
      () => {
        grammars.delete(name) // offline: this block stays plain, a later render retries
      },
    )
    grammars.set(name, pending)
  }
  return pending ?? Promise.resolve()
}

/**
 * A highlighter for the given fence languages: loads the core and their grammars first. Never
 * rejects: what could not be loaded is shown as plain text.
 */
export async function loadHighlighter(languages: Iterable<string>): Promise<Highlighter> {
  const names = new Set<string>()
  for (const language of languages) {
    const grammar = grammarOf(language)
    if (grammar && grammar !== 'plaintext') names.add(grammar)
  }
  if (names.size === 0) return plainHighlighter
  let hljs: HLJSApi
  try {
    hljs = await loadCore()
  } catch {
    return plainHighlighter
  }
  await Promise.all([...names].map((name) => loadGrammar(hljs, name)))
  return (code, language) => {
    const grammar = grammarOf(language)
    if (!grammar || grammar === 'plaintext' || !hljs.getLanguage(grammar))
      return plainHighlighter(code, language)
    try {
      const { value } = hljs.highlight(code, { language: grammar, ignoreIllegals: true })
      return { html: value, label: labelOf(language), highlighted: true }
    } catch {
      return plainHighlighter(code, language)
    }
  }
}
