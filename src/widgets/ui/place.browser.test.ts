import { afterEach, describe, expect, it } from 'vitest'
import { followAnchor, placeBeside } from './place.ts'

// Real layout in Chromium: where a popover's panel lands beside its trigger.

const made: HTMLElement[] = []
afterEach(() => {
  for (const el of made.splice(0)) el.remove()
})

function box(parent: HTMLElement, css: string): HTMLDivElement {
  const el = document.createElement('div')
  el.style.cssText = css
  parent.append(el)
  if (parent === document.body) made.push(el)
  return el
}

/** a 100×40 trigger at (left, top) and a fixed 200×120 panel at the origin, as floating.css puts it */
function scene(left: number, top: number, parent: HTMLElement = document.body) {
  const anchor = box(parent, `position:absolute;left:${left}px;top:${top}px;width:100px;height:40px`)
  const panel = box(parent, 'position:fixed;left:0;top:0;width:200px;height:120px')
  return { anchor, panel }
}

const vw = () => document.documentElement.clientWidth
const vh = () => document.documentElement.clientHeight

describe('placeBeside', () => {
  it('puts the panel below the trigger, aligned to its start, 8 px away', () => {
    const { anchor, panel } = scene(50, 60)
    expect(placeBeside(anchor, panel, 'bottom-start', 8)).toBe('bottom-start')
    const a = anchor.getBoundingClientRect()
    const p = panel.getBoundingClientRect()
    expect(p.left).toBe(a.left)
    expect(p.top).toBe(a.bottom + 8)
    expect(panel.dataset.placement).toBe('bottom-start')
  })

  it('aligns the end of the panel with the end of the trigger', () => {
    const { anchor, panel } = scene(220, 60)
    placeBeside(anchor, panel, 'bottom-end', 8)
    expect(panel.getBoundingClientRect().right).toBe(anchor.getBoundingClientRect().right)
  })

  it('flips above when there is no room below', () => {
    const { anchor, panel } = scene(50, vh() - 60)
    expect(placeBeside(anchor, panel, 'bottom-start', 8)).toBe('top-start')
    expect(panel.getBoundingClientRect().bottom).toBe(anchor.getBoundingClientRect().top - 8)
  })

  it('flips below a trigger at the top of the page asked for top', () => {
    const { anchor, panel } = scene(50, 10)
    expect(placeBeside(anchor, panel, 'top-start', 8)).toBe('bottom-start')
  })

  it('slides along its side to stay 8 px inside the viewport', () => {
    const { anchor, panel } = scene(vw() - 110, 60)
    placeBeside(anchor, panel, 'bottom-start', 8)
    expect(panel.getBoundingClientRect().right).toBe(vw() - 8)
    const left = scene(0, 200)
    placeBeside(left.anchor, left.panel, 'bottom-end', 8)
    expect(left.panel.getBoundingClientRect().left).toBe(8)
  })

  it('places beside a side too', () => {
    const { anchor, panel } = scene(240, 200)
    expect(placeBeside(anchor, panel, 'left', 6)).toBe('left')
    const a = anchor.getBoundingClientRect()
    const p = panel.getBoundingClientRect()
    expect(p.right).toBe(a.left - 6)
    expect(p.top + p.height / 2).toBe(a.top + a.height / 2)
  })

  it('is right inside a container that makes fixed boxes relative to itself', () => {
    // a container query (layout containment) or a transform moves the origin of `fixed`
    const container = box(
      document.body,
      'position:absolute;left:120px;top:90px;width:500px;height:400px;container-type:inline-size',
    )
    const { anchor, panel } = scene(30, 40, container)
    placeBeside(anchor, panel, 'bottom-start', 8)
    const a = anchor.getBoundingClientRect()
    const p = panel.getBoundingClientRect()
    expect(p.left).toBe(a.left)
    expect(p.top).toBe(a.bottom + 8)
  })
})

describe('followAnchor', () => {
  it('moves the panel when its trigger moves with a scroll, and stops when told', async () => {
    const scroller = box(
      document.body,
      'position:absolute;left:0;top:0;width:300px;height:300px;overflow:auto',
    )
    const inner = box(scroller, 'position:relative;height:2000px')
    const { anchor, panel } = scene(20, 100, inner)
    const stop = followAnchor(anchor, panel, 'bottom-start', 8)
    scroller.scrollTop = 50
    await new Promise((resolve) => scroller.addEventListener('scroll', resolve, { once: true }))
    expect(panel.getBoundingClientRect().top).toBe(anchor.getBoundingClientRect().bottom + 8)
    stop()
    const before = panel.getBoundingClientRect().top
    scroller.scrollTop = 80
    await new Promise((resolve) => scroller.addEventListener('scroll', resolve, { once: true }))
    expect(panel.getBoundingClientRect().top).toBe(before)
  })
})
