// A bundler places a module in one chunk. For a small module of constants or pure functions that
// many widgets import, that chunk is either the shared runtime (every widget's first visit pays for
// what any widget uses) or a tiny chunk of its own (one more request, and gzip's per-file overhead
// on every widget that needs it). The script-tag build gives each importing module its own copy
// instead, and tree-shaking keeps in each copy what that importer names:
// - the icons (src/widgets/ui/icons.ts): a widget's chunk carries exactly the drawings it draws
//   (-1.0 KB gzip on every widget's first visit when they left the runtime);
// - an avatar's letter and colour (src/widgets/ui/avatar-letter.ts): the links' site icons compute
//   them without pulling in the Avatar component and its styles;
// - the date and count formatters (core/format/format.ts), the page calls (core/api/page.ts), the
//   confirm hook (widgets/ui/use-confirm.tsx) and useMe (widgets/ui/use-me.ts): each a chunk of a
//   few hundred bytes of its own before, most of it import lines and gzip's per-file cost
//   (comments −0.7 KB, the message board, talk and timeline −0.4 to −0.5 KB). Widgets import
//   them by their file, not through a barrel: a barrel would be the one importer of one copy.
// Only modules whose exports nothing compares by identity and that keep no state may be listed:
// copies must behave as the one module did.
import type { Plugin } from 'vite'

const COPIED =
  /[\\/]src[\\/](widgets[\\/]ui[\\/](icons|avatar-letter|use-confirm|use-me)|core[\\/](format[\\/]format|api[\\/]page))\.tsx?$/
const SPECIFIER = /\/(icons|avatar-letter|format|page|use-confirm|use-me)\.tsx?$/

export function copyPerImporter(): Plugin {
  return {
    name: 'xiaozhan:copy-per-importer',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !SPECIFIER.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || !COPIED.test(resolved.id)) return null
      // the importer's path names the copy: one copy per importing module
      return {
        ...resolved,
        // (a trailing `lang.tsx` keeps a component's JSX recognised behind the query)
        id: `${resolved.id}?in=${encodeURIComponent(importer.split('?')[0] ?? importer)}${resolved.id.endsWith('.tsx') ? '&lang.tsx' : ''}`,
      }
    },
  }
}
