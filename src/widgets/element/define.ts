import r2wc from '@r2wc/core'
import { type ComponentType, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { configure } from '../../core/config/index.ts'
import { adoptInto } from '../ui/styles.ts'
import tokens from '../ui/tokens.css?inline'
import { type AttributeType, COMMON_ATTRIBUTES, callbackOf, type ElementMeta, propertyOf } from './meta.ts'

type PropKind = AttributeType

export interface ElementOptions {
  /** CSS texts adopted into the shadow root besides the shared tokens */
  css?: string[]
}

// r2wc keeps its prop bag and render step behind these registered symbols.
const PROPS = Symbol.for('r2wc.props')
const RENDER = Symbol.for('r2wc.render')

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>
  [RENDER](): void
  connectedCallback(): void
  disconnectedCallback(): void
  attributeChangedCallback(name: string, old: string | null, value: string | null): void
}

/**
 * A custom element over a React component, built on r2wc and mended where r2wc differs from
 * what users of Shoelace or Lit expect (docs/architecture.md §4):
 * - a bare boolean attribute means true and removing any attribute resets its prop;
 * - properties set before the element upgraded (async script tags) are kept;
 * - callbacks become bubbling, composed `xz-*` CustomEvents;
 * - styles are adopted into the open shadow root (CSP-friendly);
 * - moving the element in the DOM does not unmount the component (no reconnect, no lost state).
 */
export function defineElement(
  meta: ElementMeta,
  component: ComponentType<never>,
  options: ElementOptions = {},
): CustomElementConstructor {
  const { tag } = meta
  // the shared attributes configure the core, so they are understood even where meta omits them
  const attributes = [...COMMON_ATTRIBUTES, ...meta.attributes]
  const props: Record<string, PropKind> = Object.fromEntries(
    attributes.map((a) => [propertyOf(a.name), a.type]),
  )
  const attrToProp = new Map(attributes.map((a) => [a.name, propertyOf(a.name)]))
  const events = (meta.events ?? []).map((e) => ({
    name: e.name,
    callback: callbackOf(e),
    cancelable: e.cancelable === true,
  }))
  const css = [tokens, ...(options.css ?? [])]

  const roots = new WeakMap<Element, Root>()
  const renderer = {
    mount(container: HTMLElement, Component: ComponentType<never>, bag: Record<string, unknown>) {
      const root = createRoot(container)
      const host = (container as unknown as ShadowRoot).host ?? container
      roots.set(host, root)
      render(root, host, Component, bag)
      return { root, host, Component }
    },
    update(
      ctx: { root: Root; host: Element; Component: ComponentType<never> },
      bag: Record<string, unknown>,
    ) {
      render(ctx.root, ctx.host, ctx.Component, bag)
    },
    unmount(ctx: { root: Root }) {
      ctx.root.unmount()
    },
  }

  function render(root: Root, host: Element, Component: ComponentType<never>, bag: Record<string, unknown>) {
    const { container: _container, ...rest } = bag
    if (typeof rest.apiBase === 'string' || typeof rest.wsUrl === 'string') {
      configure({
        ...(typeof rest.apiBase === 'string' ? { apiBase: rest.apiBase } : {}),
        ...(typeof rest.wsUrl === 'string' ? { wsUrl: rest.wsUrl } : {}),
      })
    }
    const callbacks: Record<string, (detail?: unknown) => boolean> = {}
    for (const { name, callback, cancelable } of events) {
      callbacks[callback] = (detail?: unknown) =>
        host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }))
    }
    // embedded widgets follow the page's colour scheme unless told otherwise
    const theme = rest.theme ?? 'auto'
    root.render(createElement(Component, { ...rest, theme, ...callbacks } as never))
  }

  // r2wc types the props loosely; our own parse below is the source of truth.
  const r2wcProps = Object.fromEntries(
    Object.entries(props).map(([p, kind]) => [p, kind === 'boolean' ? 'string' : kind]),
  )
  const Base = r2wc(
    component as ComponentType<Record<string, unknown>>,
    { shadow: 'open', props: r2wcProps as never },
    renderer as never,
  ) as unknown as new () => R2wcInternals

  class XzElement extends Base {
    private unmountTimer: ReturnType<typeof setTimeout> | undefined

    constructor() {
      super()
      if (this.shadowRoot) adoptInto(this.shadowRoot, ...css)
      for (const [attribute, prop] of attrToProp) {
        const attr = this.getAttribute(attribute)
        if (attr !== null) this[PROPS][prop] = parse(props[prop] ?? 'string', attr)
        // a property set on the element before upgrade shadows our accessor: take it over
        if (Object.hasOwn(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop]
          delete (this as unknown as Record<string, unknown>)[prop]
          this[PROPS][prop] = value
        }
      }
    }

    // r2wc renders on the first attribute, before the element is in a page: a modal <dialog> cannot
    // open there (showModal() throws), and an element never added should fetch nothing
    override [RENDER]() {
      if (this.isConnected) super[RENDER]()
    }

    override connectedCallback() {
      clearTimeout(this.unmountTimer)
      super.connectedCallback()
    }

    override disconnectedCallback() {
      // a move (remove + insert in one task) must not tear down a live chat or a typed draft
      clearTimeout(this.unmountTimer)
      this.unmountTimer = setTimeout(() => {
        if (!this.isConnected) super.disconnectedCallback()
      }, 0)
    }

    override attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const prop = attrToProp.get(name)
      if (!prop) return
      const kind = props[prop] ?? 'string'
      this[PROPS][prop] = value === null ? (kind === 'boolean' ? false : undefined) : parse(kind, value)
      this[RENDER]()
    }
  }

  for (const [prop, kind] of Object.entries(props)) {
    Object.defineProperty(XzElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[PROPS][prop]
      },
      set(this: R2wcInternals, value: unknown) {
        this[PROPS][prop] = kind === 'boolean' ? Boolean(value) : value
        this[RENDER]()
      },
    })
  }

  if (!customElements.get(tag)) customElements.define(tag, XzElement)
  return customElements.get(tag) as CustomElementConstructor
}

function parse(kind: PropKind, value: string): unknown {
  switch (kind) {
    case 'boolean':
      // presence means true, as for HTML's own booleans; "false" is honoured for r2wc habits
      return value !== 'false'
    case 'number': {
      const n = Number(value)
      return Number.isFinite(n) ? n : undefined
    }
    case 'json':
      try {
        return JSON.parse(value)
      } catch {
        return undefined
      }
    default:
      return value
  }
}
