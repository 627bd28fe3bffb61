/**
 * The writing page's Markdown commands as pure text edits, apart from any editor: each takes the
 * document and the selection and answers one replacement plus where the selection goes after it.
 * The CodeMirror adapter (src/desk) only applies them, so the rules are testable anywhere.
 */

export interface TextRange {
  from: number
  to: number
}

export interface TextEdit {
  /** the replaced span of the document before the edit */
  from: number
  to: number
  insert: string
  /** the selection after the edit */
  anchor: number
  head: number
}

export type MarkdownCommand = (doc: string, selection: TextRange) => TextEdit

const ordered = ({ from, to }: TextRange): TextRange => (from <= to ? { from, to } : { from: to, to: from })

/**
 * `**bold**`, `` `code` ``, `*italic*`: wraps the selection, or puts a placeholder between the
 * markers and selects it; already wrapped (markers just outside the selection) unwraps.
 */
export function wrapInline(marker: string, placeholder: string): MarkdownCommand {
  return (doc, range) => {
    const { from, to } = ordered(range)
    const m = marker.length
    if (from >= m && doc.slice(from - m, from) === marker && doc.slice(to, to + m) === marker) {
      return { from: from - m, to: to + m, insert: doc.slice(from, to), anchor: from - m, head: to - m }
    }
    const text = doc.slice(from, to) || placeholder
    return { from, to, insert: `${marker}${text}${marker}`, anchor: from + m, head: from + m + text.length }
  }
}

/** The start of the line holding `pos`. */
const lineStart = (doc: string, pos: number): number => doc.lastIndexOf('\n', pos - 1) + 1

/** The end of the line holding `pos` (before its newline). */
function lineEnd(doc: string, pos: number): number {
  const end = doc.indexOf('\n', pos)
  return end < 0 ? doc.length : end
}

/** The whole lines the selection touches. */
function linesOf(doc: string, range: TextRange): TextRange {
  const { from, to } = ordered(range)
  return { from: lineStart(doc, from), to: lineEnd(doc, to) }
}

/**
 * Rewrites every line the selection touches: `strip` takes away a line's current marker (it
 * answers null when the line has none), `add` gives the marker of the i-th line. When every
 * non-empty line already has exactly this marker, the command takes it away again (a toggle).
 */
function rewriteLines(
  strip: (line: string) => { marker: string; rest: string } | null,
  add: (index: number) => string,
): MarkdownCommand {
  return (doc, range) => {
    const span = linesOf(doc, range)
    const lines = doc.slice(span.from, span.to).split('\n')
    const filled = lines.filter((l) => l.trim() !== '')
    const toggleOff =
      filled.length > 0 &&
      filled.every((l, i) => {
        const found = strip(l)
        return found !== null && found.marker === add(i)
      })
    let n = 0
    const insert = lines
      .map((line) => {
        if (line.trim() === '' && lines.length > 1) return line
        const rest = strip(line)?.rest ?? line
        return toggleOff ? rest : `${add(n++)}${rest}`
      })
      .join('\n')
    return {
      from: span.from,
      to: span.to,
      insert,
      anchor: span.from + insert.length,
      head: span.from + insert.length,
    }
  }
}

const matchPrefix =
  (pattern: RegExp) =>
  (line: string): { marker: string; rest: string } | null => {
    const found = pattern.exec(line)
    return found ? { marker: found[0], rest: line.slice(found[0].length) } : null
  }

/** `## ` before the lines; another heading level is replaced, the same level removed. */
export const heading = (level: number): MarkdownCommand =>
  rewriteLines(matchPrefix(/^#{1,6} /), () => `${'#'.repeat(Math.min(6, Math.max(1, level)))} `)

export const quote: MarkdownCommand = rewriteLines(matchPrefix(/^> ?/), () => '> ')

/** A list marker of either kind is replaced, so a numbered list becomes a bulleted one. */
const listMarker = matchPrefix(/^(?:[-*+] |\d+\. )/)
export const bulletList: MarkdownCommand = rewriteLines(listMarker, () => '- ')
export const orderedList: MarkdownCommand = rewriteLines(listMarker, (i) => `${i + 1}. `)

export const bold: MarkdownCommand = wrapInline('**', '粗体文字')
export const italic: MarkdownCommand = wrapInline('*', '斜体文字')
export const inlineCode: MarkdownCommand = wrapInline('`', 'code')

/**
 * A fenced block around the selected lines (or an empty one at the cursor); the cursor lands
 * after the opening fence, where the language name goes.
 */
export const codeBlock: MarkdownCommand = (doc, range) => {
  const { from, to } = ordered(range)
  if (from === to) return block('```\n\n```', 3, 3)(doc, range)
  const span = linesOf(doc, range)
  const insert = `\`\`\`\n${doc.slice(span.from, span.to)}\n\`\`\``
  return { from: span.from, to: span.to, insert, anchor: span.from + 3, head: span.from + 3 }
}

/** `[text](https://)` with the address selected, so typing replaces it. */
export const link: MarkdownCommand = (doc, range) => {
  const { from, to } = ordered(range)
  const text = doc.slice(from, to) || '链接文字'
  const url = 'https://'
  const insert = `[${text}](${url})`
  const urlAt = from + text.length + 3
  return { from, to, insert, anchor: urlAt, head: urlAt + url.length }
}

/** `![描述](https://)`: the image command of the toolbar, for an image already on the web. */
export const image: MarkdownCommand = (doc, range) => {
  const { from, to } = ordered(range)
  const alt = doc.slice(from, to) || '图片描述'
  const url = 'https://'
  const insert = `![${alt}](${url})`
  const urlAt = from + alt.length + 4
  return { from, to, insert, anchor: urlAt, head: urlAt + url.length }
}

/**
 * Inserts `text` as a block of its own at the selection: blank lines around it unless the
 * document already has them. `anchor`/`head` are offsets inside `text`.
 */
export function block(text: string, anchor = text.length, head = anchor): MarkdownCommand {
  return (doc, range) => {
    const { from, to } = ordered(range)
    const before = doc.slice(0, from)
    const after = doc.slice(to)
    const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n'
    const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n'
    const insert = `${lead}${text}${trail}`
    return { from, to, insert, anchor: from + lead.length + anchor, head: from + lead.length + head }
  }
}

/** The Markdown of an uploaded image; brackets in the name would end the alt text early. */
export function imageMarkdown(name: string, url: string): string {
  const alt =
    name
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[[\]\\]/g, '')
      .trim() || '图片'
  return `![${alt}](${url})`
}

/** What stands in the text while an image uploads; unique per upload so it can be found again. */
export const uploadPlaceholder = (id: string): string => `![上传中…](uploading:${id})`

/**
 * The edit that puts `replacement` where the placeholder `token` stands (it may have moved while
 * the owner kept typing), or null when the owner deleted it meanwhile.
 */
export function replaceToken(doc: string, token: string, replacement: string): TextEdit | null {
  const at = doc.indexOf(token)
  if (at < 0) return null
  const end = at + replacement.length
  return { from: at, to: at + token.length, insert: replacement, anchor: end, head: end }
}

/** A command of the toolbar: its Chinese name, its shortcut in CodeMirror's notation, the edit. */
export interface ToolbarCommand {
  name: string
  label: string
  /** e.g. 'Mod-b'; Mod is Ctrl, or Cmd on a Mac */
  key: string
  run: MarkdownCommand
}

export const TOOLBAR: readonly ToolbarCommand[] = [
  { name: 'bold', label: '加粗', key: 'Mod-b', run: bold },
  { name: 'italic', label: '斜体', key: 'Mod-i', run: italic },
  { name: 'heading', label: '标题', key: 'Mod-Alt-2', run: heading(2) },
  { name: 'link', label: '链接', key: 'Mod-k', run: link },
  { name: 'quote', label: '引用', key: 'Mod-Shift-9', run: quote },
  { name: 'code', label: '行内代码', key: 'Mod-e', run: inlineCode },
  { name: 'code-block', label: '代码块', key: 'Mod-Alt-c', run: codeBlock },
  { name: 'list', label: '无序列表', key: 'Mod-Shift-8', run: bulletList },
  { name: 'ordered-list', label: '有序列表', key: 'Mod-Shift-7', run: orderedList },
  { name: 'image', label: '图片', key: 'Mod-Shift-i', run: image },
]

/** Applies an edit to a string (what the editor does to its document). */
export const applyEdit = (doc: string, edit: TextEdit): string =>
  doc.slice(0, edit.from) + edit.insert + doc.slice(edit.to)
