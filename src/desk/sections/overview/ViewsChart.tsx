import { type RefObject, useLayoutEffect, useRef, useState } from 'react'
import type { DeskViewDay } from '../../../core/contract/index.ts'

// Drawn at the width it is shown at (measured), so the labels keep their size on a phone and
// the bars their height on a wide screen; this width until it has been measured.
const FALLBACK_WIDTH = 720
const HEIGHT = 200
const PAD = { top: 12, right: 8, bottom: 22, left: 36 }

/** A round step for the value axis: 1, 2 or 5 times a power of ten, about four lines. */
export function axisStep(max: number): number {
  if (max <= 4) return 1
  const rough = max / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].find((m) => m * power >= rough) ?? 10
  return step * power
}

/**
 * Views per day as bars: drawn as SVG in the desk's own colours (light and dark alike), with a
 * sentence for screen readers and each bar's day and count as its tooltip.
 */
export function ViewsChart({ days }: { days: DeskViewDay[] }) {
  const ref = useRef<SVGSVGElement>(null)
  const width = useWidth(ref)
  const max = Math.max(0, ...days.map((d) => d.views))
  const step = axisStep(max)
  const top = Math.max(step, Math.ceil(max / step) * step)
  const plotW = width - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const slot = plotW / Math.max(days.length, 1)
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH
  const total = days.reduce((sum, d) => sum + d.views, 0)
  const lines = Array.from({ length: top / step + 1 }, (_, i) => i * step)
  const first = days[0]?.day ?? ''
  const last = days.at(-1)?.day ?? ''
  return (
    <svg
      ref={ref}
      className="xz-desk-chart"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-label={`近 ${days.length} 天访问量：共 ${total} 次，单日最多 ${max} 次`}
    >
      {lines.map((v) => (
        <g key={v}>
          <line className="xz-desk-chart__grid" x1={PAD.left} x2={width - PAD.right} y1={y(v)} y2={y(v)} />
          <text className="xz-desk-chart__axis" x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
            {v}
          </text>
        </g>
      ))}
      {days.map((d, i) => {
        const h = (d.views / top) * plotH
        return (
          <rect
            key={d.day}
            className="xz-desk-chart__bar"
            x={PAD.left + i * slot + slot * 0.15}
            y={PAD.top + plotH - h}
            width={slot * 0.7}
            height={h}
            rx={2}
          >
            <title>{`${d.day}：${d.views} 次`}</title>
          </rect>
        )
      })}
      <text className="xz-desk-chart__axis" x={PAD.left} y={HEIGHT - 6}>
        {first.slice(5)}
      </text>
      <text className="xz-desk-chart__axis" x={width - PAD.right} y={HEIGHT - 6} textAnchor="end">
        {last.slice(5)}
      </text>
    </svg>
  )
}

/** The element's rendered width in whole pixels, followed as it changes. */
function useWidth(ref: RefObject<Element | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width)
      if (w > 0) setWidth(w)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return width
}
