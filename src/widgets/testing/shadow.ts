// Reaching into a custom element's shadow root, as the element tests do once it has rendered.
import { waitFor } from '@testing-library/dom'

/** The element's open shadow root (defineElement always attaches one). */
export function shadowOf(el: Element): ShadowRoot {
  const root = el.shadowRoot
  if (!root) throw new Error(`<${el.localName}> has no shadow root`)
  return root
}

/** Waits until `selector` matches inside the element's shadow root and returns the first match. */
export function findInShadow<T extends Element = HTMLElement>(el: Element, selector: string): Promise<T> {
  return waitFor(() => {
    const found = shadowOf(el).querySelector<T>(selector)
    if (!found) throw new Error(`no ${selector} yet`)
    return found
  })
}
