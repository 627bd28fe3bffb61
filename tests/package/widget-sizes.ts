// What each widget adds to a React app that installs the kit: one tiny app per widget, built by the
// app's own Vite (measure.mjs), minus the same app without it. React itself is in both, so the
// difference is the widget with everything it pulls from the kit and its dependencies.
import { readFileSync } from 'node:fs'

export interface SizeCase {
  name: string
  /** the entry module: React rendering one thing */
  code: string
}

export interface SizeResult {
  name: string
  /** gzip -9 of the entry and its static imports: what the page loads up front */
  initialBytes: number
  /** gzip -9 of the chunks it may load later (Markdown languages and the like) */
  lazyBytes: number
  lazyFiles: number
  /** gzip -9 of the storage cipher, fetched only with a stored session (every widget may load it) */
  cipherBytes: number
  /** gzip -9 of the toast stack, fetched with the first toast (every widget may load it) */
  toastBytes: number
}

const KB = 1024
const BASELINE = 'React alone'
/** Importing the chat room alone adds at most this much to a React app. */
const BUDGETS_KB: Record<string, number> = { ChatRoom: 30 }
/**
 * The widgets with lazy chunks: the article (Markdown with highlighting), those that open the
 * shared lightbox, whose code arrives on the first click on a picture, and the message board (its
 * form and its detail with comments load when opened; the board alone is what most visits show),
 * those that ask "确定删除吗?": the confirmation dialog arrives with the first question, the login
 * (its form arrives when the dialog first opens) and the links (the application form, "my links",
 * the recommended sites and the site list load when shown). A popover's panel (menus, pickers, the
 * online list) and a dialog's or drawer's frame (the search dialog among them) arrive when one
 * first opens.
 */
/** The chat room fetches the toast stack as it mounts (its welcome tip): it counts as added. */
const TOASTS_AT_ONCE = new Set(['ChatRoom'])
const LAZY_ALLOWED = new Set([
  'Article',
  'Albums',
  'Talk',
  'ChatRoom',
  'MessageBoard',
  'Comments',
  'Notifications',
  'Login',
  'Links',
  'Search',
  'xiaozhan/elements',
])

const app = (imports: string, element: string) =>
  [
    "import { createElement } from 'react'",
    "import { createRoot } from 'react-dom/client'",
    imports,
    `createRoot(document.getElementById('root')).render(${element})`,
    '',
  ].join('\n')

/** One case per widget of the installed package's custom-elements.json, plus the references. */
export function widgetCases(customElementsJson: string): SizeCase[] {
  const manifest = JSON.parse(readFileSync(customElementsJson, 'utf8')) as {
    modules: { declarations: { name: string }[] }[]
  }
  const components = manifest.modules
    .flatMap((module) => module.declarations)
    .map((declaration) => /^Xz(\w+)Element$/.exec(declaration.name)?.[1])
    .filter((name): name is string => Boolean(name))
  if (components.length === 0) throw new Error(`no widgets in ${customElementsJson}`)
  return [
    { name: BASELINE, code: app('', "createElement('p', null, '你好')") },
    ...components.map((name) => ({
      name,
      code: app(`import { ${name} } from 'xiaozhan/widgets'`, `createElement(${name}, {})`),
    })),
    {
      name: 'xiaozhan/core',
      code: app(
        "import { configure } from 'xiaozhan/core'\nconfigure({ apiBase: '' })",
        "createElement('p')",
      ),
    },
    { name: 'xiaozhan/elements', code: app("import 'xiaozhan/elements'", "createElement('xz-login')") },
  ]
}

/** Prints the table; false when a check fails. */
export function printWidgetSizes(results: SizeResult[]): boolean {
  const baseline = results.find((r) => r.name === BASELINE)
  if (!baseline) throw new Error('no baseline build')
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`.padStart(9)
  const width = Math.max(...results.map((r) => r.name.length))
  console.log(
    `${'import (gzip -9)'.padEnd(width)}  ${'added'.padStart(9)}  ${'lazy'.padStart(9)}  ${'budget'.padStart(9)}`,
  )
  console.log(`${BASELINE.padEnd(width)}  ${kb(baseline.initialBytes)}  (React and ReactDOM themselves)`)
  let ok = true
  for (const r of results) {
    if (r === baseline) continue
    const added = r.initialBytes - baseline.initialBytes + (TOASTS_AT_ONCE.has(r.name) ? r.toastBytes : 0)
    const budget = BUDGETS_KB[r.name]
    const notes: string[] = []
    if (budget !== undefined && added > budget * KB) {
      notes.push(`OVER BUDGET by ${kb(added - budget * KB).trim()}`)
      ok = false
    }
    if (r.lazyFiles > 0 && !LAZY_ALLOWED.has(r.name)) {
      notes.push(`pulls ${r.lazyFiles} lazy chunks it never renders`)
      ok = false
    }
    if (r.cipherBytes > 0) notes.push(`+${kb(r.cipherBytes).trim()} cipher with a stored session`)
    if (r.toastBytes > 0 && !TOASTS_AT_ONCE.has(r.name))
      notes.push(`+${kb(r.toastBytes).trim()} with the first toast`)
    const lazy = r.lazyFiles > 0 ? `${kb(r.lazyBytes)}` : '        -'
    const budgetText = budget !== undefined ? kb(budget * KB) : '        -'
    console.log(`${r.name.padEnd(width)}  ${kb(added)}  ${lazy}  ${budgetText}  ${notes.join('; ') || 'ok'}`)
  }
  return ok
}
