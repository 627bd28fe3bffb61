// Writes dist/custom-elements.json (the Custom Elements Manifest, schema 2.0) from the `meta`
// each widget's element.ts exports (the one declaration defineElement also reads), for every
// widget of the registry (src/widgets/registry.ts), so the documentation cannot drift.
// element.ts files import CSS as strings and register tags, so they are loaded through Vite
// with a DOM from happy-dom.
import { mkdirSync, writeFileSync } from 'node:fs'
import { Window } from 'happy-dom'
import { createServer } from 'vite'
import { documented, type ElementMeta, propertyOf } from '../src/widgets/element/meta.ts'

const window = new Window({ url: 'http://localhost/' })
for (const key of [
  'window',
  'document',
  'HTMLElement',
  'customElements',
  'CSSStyleSheet',
  'ShadowRoot',
  'Document',
  'Node',
  'CustomEvent',
  'Event',
  'MutationObserver',
  'navigator',
  'location',
  'localStorage',
  'matchMedia',
]) {
  Object.defineProperty(globalThis, key, {
    value: (window as unknown as Record<string, unknown>)[key],
    configurable: true,
    writable: true,
  })
}

const vite = await createServer({
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
})
const modules: { path: string; meta: Required<ElementMeta> }[] = []
try {
  const registry = (await vite.ssrLoadModule(
    '/src/widgets/registry.ts',
  )) as typeof import('../src/widgets/registry.ts')
  for (const [tag, load] of Object.entries(registry.ELEMENT_LOADERS)) {
    const meta = await load()
    // the module as the package ships it (dist/lib is published as lib/)
    modules.push({ path: `lib/widgets/${tag.replace(/^xz-/, '')}/element.js`, meta: documented(meta) })
  }
} finally {
  await vite.close()
  await window.happyDOM.close()
}

const manifest = {
  schemaVersion: '2.0.0',
  readme: 'README.md',
  modules: modules.map(({ path, meta }) => ({
    kind: 'javascript-module',
    path,
    declarations: [
      {
        kind: 'class',
        name: `Xz${meta.component}Element`,
        description: meta.description,
        tagName: meta.tag,
        customElement: true,
        attributes: meta.attributes.map((a) => ({
          name: a.name,
          description: a.description,
          type: { text: a.type },
          ...(a.default !== undefined ? { default: a.default } : {}),
          fieldName: propertyOf(a.name),
        })),
        members: meta.attributes.map((a) => ({
          kind: 'field',
          name: propertyOf(a.name),
          description: a.description,
          type: { text: a.type === 'json' ? 'object' : a.type },
          attribute: a.name,
        })),
        events: meta.events.map((e) => ({
          name: e.name,
          description: e.description,
          type: { text: e.detail ? `CustomEvent<${e.detail}>` : 'CustomEvent' },
        })),
        cssParts: meta.parts.map((p) => ({ name: p.name, description: p.description })),
        cssProperties: meta.cssProperties.map((p) => ({
          name: p.name,
          description: p.description,
          ...(p.default !== undefined ? { default: p.default } : {}),
        })),
      },
    ],
    exports: [
      {
        kind: 'custom-element-definition',
        name: meta.tag,
        declaration: { name: `Xz${meta.component}Element`, module: path },
      },
    ],
  })),
}

mkdirSync('dist', { recursive: true })
writeFileSync('dist/custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`dist/custom-elements.json: ${modules.length} elements`)
