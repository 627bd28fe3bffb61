// The icons (src/widgets/ui/icons.ts) are one module of constants. A bundler places a module in
// one chunk, so whatever every widget's icons added up to sat in the shared runtime: ~1 KB gzip
// of path data on every first visit, most of it drawn by other widgets. The script-tag build gives
// each importing module its own copy of the icons module instead; tree-shaking keeps in each copy
// the drawings that importer names, so a widget's chunk carries exactly the icons it draws
// (-1.0 KB gzip on every widget's first visit). The drawings are constant tuples that nothing
// compares by identity, so copies behave as the one module did.
import type { Plugin } from 'vite'

const ICONS = /[\\/]src[\\/]widgets[\\/]ui[\\/]icons\.ts$/

export function iconsPerImporter(): Plugin {
  return {
    name: 'xiaozhan:icons-per-importer',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('/icons.ts')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || !ICONS.test(resolved.id)) return null
      // the importer's path names the copy: one copy per importing module
      return {
        ...resolved,
        id: `${resolved.id}?in=${encodeURIComponent(importer.split('?')[0] ?? importer)}`,
      }
    },
  }
}
