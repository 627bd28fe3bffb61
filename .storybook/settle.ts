// Storybook's "rendered" comes when React has painted the story's first frame, but the widgets
// then fetch from the stories' mocked API (with a latency) and render again. Everything that
// judges a finished story — the a11y panel and the story render test that reads its report —
// should see the state the story is about, not its first frame. This afterEach runs before the
// a11y addon's (main.ts lists it first) and waits until the mocked API has answered and the page
// has stopped changing for a moment.
import type { ProjectAnnotations, Renderer } from 'storybook/internal/types'
import { mockRequestsInFlight } from '../src/widgets/testing/mock-api.ts'

/** long enough for a render after an answer (and a lazy chunk from disk), short enough for 2×250 stories */
const QUIET_MS = 100
/** a story that never stops changing (a ticking clock) is judged as it is after this */
const SETTLE_CAP_MS = 5_000
const POLL_MS = 20

export function waitForStoryToSettle(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now()
    let lastChange = started
    const observer = new MutationObserver(() => {
      lastChange = performance.now()
    })
    const watched = new Set<Node>()
    const watch = (root: Node) => {
      if (watched.has(root)) return
      watched.add(root)
      observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true })
    }
    const watchShadowRoots = () => {
      // widgets rendered as custom elements change inside open shadow roots the body observer misses
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT)
      for (let el = walker.nextNode() as Element | null; el; el = walker.nextNode() as Element | null) {
        if (el.shadowRoot) watch(el.shadowRoot)
      }
    }
    watch(document.body)
    const check = async () => {
      watchShadowRoots()
      const quiet = () => mockRequestsInFlight() === 0 && performance.now() - lastChange >= QUIET_MS
      // lazy chunks, style sheets and pictures change the layout without a DOM mutation
      if (quiet() && imagesLoaded()) await networkIdle()
      if (quiet() || performance.now() - started >= SETTLE_CAP_MS || signal?.aborted) {
        observer.disconnect()
        resolve()
      } else setTimeout(check, POLL_MS)
    }
    setTimeout(check, POLL_MS)
  })
}

/** Every picture on the page has loaded or failed (a broken one is part of the story too). */
function imagesLoaded(): boolean {
  return [...document.images].every((img) => img.complete)
}

/**
 * The story render test (tests/storybook/render-all.ts) sees the page's network and exposes
 * this; in a browser the fonts and chunks are local and a moment of quiet is enough.
 */
function networkIdle(): Promise<void> {
  const probe = (window as { __xzNetworkIdle?: () => Promise<void> }).__xzNetworkIdle
  return probe ? probe() : Promise.resolve()
}

export const afterEach: ProjectAnnotations<Renderer>['afterEach'] = async ({ viewMode, abortSignal }) => {
  // docs pages render many stories at once and run no axe: they need not wait
  if (viewMode !== 'story') return
  await waitForStoryToSettle(abortSignal)
  await document.fonts.ready
}
