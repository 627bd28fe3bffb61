import type { Placement } from './floating.tsx'

type Side = 'top' | 'bottom' | 'left' | 'right'

const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' }
/** the panel keeps this far from the viewport's edges */
const EDGE = 8

const clamp = (value: number, size: number, limit: number) =>
  Math.max(EDGE, Math.min(value, limit - EDGE - size))

/**
 * Puts a `position: fixed` panel beside its anchor: on the asked side, or on the opposite one when
 * it does not fit and the other side has more room (flip), then slid along that side to stay inside
 * the viewport (shift). Returns the placement used.
 *
 * The panel sits at left 0, top 0 (its CSS) and moves by a transform, so its width is never
 * squeezed by the edge it was last placed at. A transformed or contained ancestor (a container
 * query, say) makes fixed coordinates relative to it rather than to the viewport: the panel's box
 * without the transform tells where that origin is, so no ancestor has to be inspected.
 */
export function placeBeside(
  anchor: Element,
  panel: HTMLElement,
  placement: Placement,
  gap: number,
): Placement {
  const [wanted, align] = placement.split('-') as [Side, 'start' | 'end' | undefined]
  const a = anchor.getBoundingClientRect()
  panel.style.transform = ''
  const p = panel.getBoundingClientRect()
  const vw = document.documentElement.clientWidth
  const vh = document.documentElement.clientHeight
  const vertical = wanted === 'top' || wanted === 'bottom'
  const room: Record<Side, number> = {
    top: a.top - gap - EDGE,
    bottom: vh - a.bottom - gap - EDGE,
    left: a.left - gap - EDGE,
    right: vw - a.right - gap - EDGE,
  }
  const side =
    room[wanted] < (vertical ? p.height : p.width) && room[OPPOSITE[wanted]] > room[wanted]
      ? OPPOSITE[wanted]
      : wanted
  const along = (start: number, end: number, size: number) =>
    align === 'start' ? start : align === 'end' ? end - size : (start + end - size) / 2
  let x: number
  let y: number
  if (vertical) {
    x = clamp(along(a.left, a.right, p.width), p.width, vw)
    y = side === 'top' ? a.top - gap - p.height : a.bottom + gap
  } else {
    x = side === 'left' ? a.left - gap - p.width : a.right + gap
    y = clamp(along(a.top, a.bottom, p.height), p.height, vh)
  }
  panel.style.transform = `translate(${Math.round(x - p.left)}px, ${Math.round(y - p.top)}px)`
  const placed = (align ? `${side}-${align}` : side) as Placement
  panel.dataset.placement = placed
  return placed
}

/**
 * Keeps the panel beside its anchor while it is open: after a scroll of any ancestor (shadow roots
 * crossed; scroll events do not leave them), a window resize, or a change of size of the anchor, its
 * parent (which moves the anchor) or the panel. Returns the function that stops following.
 */
export function followAnchor(
  anchor: Element,
  panel: HTMLElement,
  placement: Placement,
  gap: number,
): () => void {
  const update = () => placeBeside(anchor, panel, placement, gap)
  update()
  const targets: EventTarget[] = [window]
  for (
    let node: Node | null = anchor.parentNode;
    node;
    node = node instanceof ShadowRoot ? node.host : node.parentNode
  ) {
    if (node instanceof Element) targets.push(node)
  }
  for (const target of targets) target.addEventListener('scroll', update, { passive: true })
  window.addEventListener('resize', update)
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
  for (const el of [anchor, anchor.parentElement, panel]) if (el) observer?.observe(el)
  return () => {
    for (const target of targets) target.removeEventListener('scroll', update)
    window.removeEventListener('resize', update)
    observer?.disconnect()
  }
}
