// An element's `meta` (src/widgets/element/meta.ts) is its one declaration: defineElement reads
// the attribute and event names from it at run time, custom-elements.json its descriptions. A page
// that embeds a widget needs the names only, so the script-tag build drops the documentation
// (descriptions, defaults, event details, parts, CSS properties) from the element modules
// instead of shipping it in every chunk, and the wording handed to meta.ts's description helpers.
import { parseAst, type Plugin } from 'vite'

const ELEMENT_MODULE = /src[\\/]widgets[\\/][^\\/]+[\\/](element|meta)\.ts$/

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** the keys of ElementMeta that only custom-elements.json reads */
const DOCUMENTATION = new Set(['description', 'default', 'detail', 'parts', 'cssProperties'])

/** meta.ts's helpers whose arguments only word descriptions (which are stripped in meta.ts too) */
const WORDING_HELPERS = new Set(['panelControls', 'navigateAttribute'])

function isDocumentation(node: Node): boolean {
  if (node.type !== 'Property' || !isNode(node.key)) return false
  return DOCUMENTATION.has(String(node.key.type === 'Identifier' ? node.key.name : node.key.value))
}

/** `panelControls({ name: '抽屉', … })`: the range of its arguments, else null */
function wordingArguments(node: Node): [number, number] | null {
  if (node.type !== 'CallExpression' || !isNode(node.callee) || node.callee.type !== 'Identifier') return null
  const args = node.arguments as Node[]
  const [first] = args
  const last = args.at(-1)
  if (!WORDING_HELPERS.has(String(node.callee.name)) || !first || !last) return null
  return [first.start, last.end]
}

function documentationRanges(node: unknown, ranges: [number, number][]): [number, number][] {
  if (Array.isArray(node)) {
    for (const child of node) documentationRanges(child, ranges)
  } else if (isNode(node)) {
    const wording = wordingArguments(node)
    if (isDocumentation(node)) ranges.push([node.start, node.end])
    else if (wording) ranges.push(wording)
    else for (const value of Object.values(node)) documentationRanges(value, ranges)
  }
  return ranges
}

export function stripElementDocs(): Plugin {
  return {
    name: 'xiaozhan:strip-element-docs',
    enforce: 'post', // after TypeScript is stripped, so the code parses as JavaScript
    transform(code, id) {
      if (!ELEMENT_MODULE.test(id)) return null
      const ranges = documentationRanges(parseAst(code), [])
      let out = code
      for (const [start, end] of ranges.reverse()) {
        const comma = /^\s*,/.exec(out.slice(end))?.[0].length ?? 0
        out = out.slice(0, start) + out.slice(end + comma)
      }
      return { code: out, map: null }
    },
  }
}
