import { useEffect, useRef, useState } from 'react'
import { getGlobeConfig } from '../../core/api/site.ts'
import type { GlobeConfig } from '../../core/contract/index.ts'
import { prefersReducedMotion } from '../scroll.ts'

/** Radians per frame: one turn in about 40 s at 60 fps. */
const SPIN = 0.0026

/** Whether this browser can draw WebGL at all (no GPU, or disabled, means the static picture). */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl'))
  } catch {
    return false
  }
}

/** /config/config.json points as cobe markers (bad rows are skipped). */
export function markersFrom(
  config: GlobeConfig | null | undefined,
): { location: [number, number]; size: number }[] {
  const points = Array.isArray(config?.points) ? config.points : []
  return points
    .filter((p) => Number.isFinite(p?.lat) && Number.isFinite(p?.lng))
    .map((p) => ({ location: [p.lat, p.lng], size: 0.03 }))
}

/**
 * The landing page's slowly turning globe (cobe, fetched on demand) with the configured markers.
 * Without WebGL — or when the drawing fails — a static picture stands in. Reduced motion: no spin.
 */
export function Globe({ dark }: { dark: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [mode, setMode] = useState<'pending' | 'webgl' | 'static'>(() => (hasWebGL() ? 'pending' : 'static'))

  const still = mode === 'static'
  useEffect(() => {
    if (still) return
    let cancelled = false
    let frame = 0
    let destroy: (() => void) | null = null
    const controller = new AbortController()
    Promise.all([
      import('cobe'),
      getGlobeConfig({ signal: controller.signal }).catch((): GlobeConfig => ({ points: [] })),
    ])
      .then(([{ default: createGlobe }, config]) => {
        const el = canvas.current
        if (cancelled || !el) return
        const size = el.offsetWidth || 600
        const dpr = Math.min(2, window.devicePixelRatio || 1)
        let phi = 0.6
        const globe = createGlobe(el, {
          devicePixelRatio: dpr,
          width: size * dpr,
          height: size * dpr,
          phi,
          theta: 0.25,
          dark: dark ? 1 : 0,
          diffuse: dark ? 1.4 : 1.2,
          mapSamples: 16000,
          mapBrightness: dark ? 5 : 8,
          baseColor: dark ? [0.25, 0.3, 0.45] : [0.85, 0.9, 1],
          markerColor: [1, 0.75, 0.25],
          glowColor: dark ? [0.35, 0.45, 0.9] : [0.75, 0.85, 1],
          markers: markersFrom(config),
          markerElevation: 0,
        })
        destroy = () => globe.destroy()
        setMode('webgl')
        if (prefersReducedMotion()) return
        const tick = () => {
          phi += SPIN
          globe.update({ phi })
          frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      })
      .catch(() => {
        if (!cancelled) setMode('static')
      })
    return () => {
      cancelled = true
      controller.abort()
      cancelAnimationFrame(frame)
      destroy?.()
    }
  }, [dark, still])

  if (still) {
    return <img className="xz-globe xz-globe--static" src="/globe-fallback.svg" alt="" aria-hidden="true" />
  }
  return (
    <div className="xz-globe__box" aria-hidden="true">
      <canvas ref={canvas} className={mode === 'webgl' ? 'xz-globe is-ready' : 'xz-globe'} />
    </div>
  )
}
