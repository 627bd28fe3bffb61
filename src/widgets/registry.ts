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
// The loader imports this module: it must stay free of imports.

const modules = import.meta.glob('./*/element.ts')

/** `xz-<name>` → a function that fetches and so defines the element */
export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = {}
for (const [path, load] of Object.entries(modules)) ELEMENT_LOADERS[`xz-${path.split('/')[1]}`] = load
