// xiaozhan.js — the one script a site owner adds. It knows every tag but carries none of
// their code: a widget's chunk is fetched the first time its tag shows up in the page, and
// customElements.define then upgrades every instance already there. The tags come from the
// widget registry (src/widgets/registry.ts): one chunk per widget folder.

import { ELEMENT_LOADERS as widgets } from '../widgets/registry.ts'

const loading = new Map<string, Promise<unknown>>()

function load(tag: string): Promise<unknown> {
  const importer = widgets[tag]
  if (!importer) return Promise.reject(new Error(`未知的组件 <${tag}>`))
  let pending = loading.get(tag)
  if (!pending) {
    pending = importer().catch((err: unknown) => {
      loading.delete(tag) // let a later appearance retry after a network hiccup
      console.error(`[xiaozhan] <${tag}> 加载失败`, err)
    })
    loading.set(tag, pending)
  }
  return pending
}

function scan(root: ParentNode): void {
  for (const tag of Object.keys(widgets)) {
    if (!loading.has(tag) && root.querySelector(tag)) void load(tag)
  }
}

function start(): void {
  scan(document)
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue
        const el = node as Element
        const tag = el.localName
        if (tag in widgets && !loading.has(tag)) void load(tag)
        if (el.firstElementChild) scan(el)
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true })
}
// a handle for pages that create widgets from script and want to await their code
;(window as unknown as { xiaozhan: object }).xiaozhan = { load, tags: Object.keys(widgets) }
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
