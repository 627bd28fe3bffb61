// The widget registry: a widget is a folder `src/widgets/<name>/` whose `element.ts` defines
// `<xz-<name>>` from its `meta` (see element/meta.ts). Everything that lists the widgets derives
// from those folders, so adding a folder is adding the widget:
//   - the script-tag loader (src/embed/loader.ts) and one embed chunk per widget: ELEMENT_LOADERS;
//   - `xiaozhan/elements` (elements.ts) imports every element.ts;
//   - custom-elements.json (scripts/manifest.ts) is written from every element.ts's `meta`;
//   - the size table (scripts/size-check.ts) measures every chunk the loader can fetch, against
//     scripts/size-budgets.ts (a widget without its own line there gets the default budget).
// The one line a widget adds by hand is its React export in index.ts, the package's typed API;
// registry.test.ts fails when a folder and that line disagree.
//
// The loader imports this module: it must stay free of imports (a type import is erased).

import type { ElementMeta } from './element/meta.ts'

// Each loader resolves to the element's `meta` rather than its module: a module object of a chunk
// that also holds other code needs the bundler's namespace helper, a 0.6 KB gzip chunk of its own
// on the first visit of the links, message board, notifications and article widgets
// (docs/architecture.md §5).
const modules = import.meta.glob<ElementMeta>('./*/element.ts', { import: 'meta' })

/** `xz-<name>` → a function that fetches and so defines the element, resolving to its meta */
export const ELEMENT_LOADERS: Record<string, () => Promise<ElementMeta>> = {}
for (const [path, load] of Object.entries(modules)) ELEMENT_LOADERS[`xz-${path.split('/')[1]}`] = load
