// <xz-comment-count> and <xz-pageview>: plain custom elements with no React runtime, so a post
// list with fifty counters costs the loader and about a kilobyte. Both tags are defined by
// whichever of their chunks arrives first, so every counter on the page upgrades in one task and
// the page asks for all of its counts in one call (core/page-stats).
import { type PageStats, pageStats } from '../../core/page-stats/index.ts'

/**
 * meta.ts's COMMON_ATTRIBUTES by name, written out: importing meta.ts would pull the shared React
 * runtime's chunk into this one (the registry test checks that the two lists agree).
 */
const COMMON = ['api-base', 'ws-url', 'theme']

/** The API server: this element's `api-base`, else the first one the page sets anywhere, else this site. */
function apiBaseOf(el: Element): string {
  const base =
    el.getAttribute('api-base') ?? document.querySelector('[api-base]')?.getAttribute('api-base') ?? ''
  return base.replace(/\/+$/, '')
}

/** The same page for counting purposes (the server's rule is finer; this only keeps a list from counting). */
const samePage = (a: string, b: string) => {
  const bare = (p: string) => p.replace(/[?#].*$/s, '').replace(/(index\.html?)?\/*$/i, '')
  return bare(a) === bare(b)
}

function counter(own: string[], read: (stats: PageStats) => number, countsView: boolean) {
  const names = [...COMMON, ...own]
  class Counter extends HTMLElement {
    static observedAttributes = names
    /** bumped by every new ask: an older answer arriving late is dropped */
    private asked = 0

    connectedCallback(): void {
      this.load()
    }

    attributeChangedCallback(): void {
      if (this.isConnected) this.load()
    }

    private load(): void {
      const ask = ++this.asked
      const path = pathOf(this)
      // a view counter of another page (a post list's) shows that page's views without counting one
      const view =
        countsView && samePage(path, location.pathname)
          ? { title: this.getAttribute('page-title') || document.title, url: location.href }
          : undefined
      this.setAttribute('aria-busy', 'true')
      pageStats(apiBaseOf(this), path, view).then(
        (stats) => {
          if (ask !== this.asked) return
          this.removeAttribute('aria-busy')
          this.removeAttribute('title')
          this.textContent = read(stats).toLocaleString('zh-CN')
        },
        () => {
          if (ask !== this.asked) return
          this.removeAttribute('aria-busy')
          this.title = '计数加载失败'
          this.textContent = '-'
        },
      )
    }
  }
  // every attribute is also a property of the same name, as on every other element
  for (const name of names) {
    const prop = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    Object.defineProperty(Counter.prototype, prop, {
      get(this: HTMLElement) {
        return this.getAttribute(name)
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(name)
        else this.setAttribute(name, String(value))
      },
    })
  }
  return Counter
}

/** The page a counter or a section is about: its `path`, else the page it is on. */
const pathOf = (el: Element) => el.getAttribute('path') || location.pathname

// A page's comment section tells its total as it changes (its first answer, a post, a delete):
// the comment counters of that page follow it, so a new comment shows in the post's head at once.
// Only a section of a page (no type/for-id: those threads are an article's, a talk's, a message's).
document.addEventListener('xz-comment-total', (event) => {
  const section = event.target
  const total = (event as CustomEvent<unknown>).detail
  if (!(section instanceof Element) || section.hasAttribute('for-id') || typeof total !== 'number') return
  for (const el of document.querySelectorAll('xz-comment-count')) {
    if (el.getAttribute('aria-busy') || !samePage(pathOf(el), pathOf(section))) continue
    el.textContent = total.toLocaleString('zh-CN')
  }
})

const define = (tag: string, ctor: CustomElementConstructor) => {
  if (!customElements.get(tag)) customElements.define(tag, ctor)
}
define(
  'xz-comment-count',
  counter(['path'], (s) => s.comments, false),
)
define(
  'xz-pageview',
  counter(['path', 'page-title'], (s) => s.views, true),
)
