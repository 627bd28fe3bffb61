import { useEffect, useState } from 'react'
import { TYPEWRITER_CHAR_MS, TYPEWRITER_LINE_GAP_MS } from '../../core/contract/constants.ts'

export interface TypewriterProps {
  lines: readonly string[]
  /** ms per character; default 0.3 s */
  charMs?: number
  /** ms between lines; default 0.8 s */
  lineGapMs?: number
  /** show everything at once (reduced motion) */
  instant?: boolean
  className?: string
}

/** How many characters of each line show `elapsedMs` after the start. */
export function typedAt(
  lines: readonly string[],
  elapsedMs: number,
  charMs: number,
  lineGapMs: number,
): number[] {
  let t = elapsedMs
  return lines.map((line) => {
    const chars = Array.from(line).length
    if (t <= 0) return 0
    const shown = Math.min(chars, Math.floor(t / charMs))
    t -= chars * charMs + lineGapMs
    return shown
  })
}

/**
 * Types the lines one character at a time, pausing between lines, with a blinking caret; screen
 * readers get the whole text at once.
 */
export function Typewriter({
  lines,
  charMs = TYPEWRITER_CHAR_MS,
  lineGapMs = TYPEWRITER_LINE_GAP_MS,
  instant = false,
  className,
}: TypewriterProps) {
  const [shown, setShown] = useState<number[]>(() => lines.map((l) => (instant ? Array.from(l).length : 0)))
  const key = lines.join('\n')

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the lines' content
  useEffect(() => {
    const total = lines.map((l) => Array.from(l).length)
    if (instant) {
      setShown(total)
      return
    }
    const start = performance.now()
    setShown(lines.map(() => 0))
    const timer = setInterval(
      () => {
        const next = typedAt(lines, performance.now() - start, charMs, lineGapMs)
        setShown(next)
        if (next.every((n, i) => n >= (total[i] ?? 0))) clearInterval(timer)
      },
      Math.min(charMs, 100),
    )
    return () => clearInterval(timer)
  }, [key, charMs, lineGapMs, instant])

  const typing = shown.findIndex((n, i) => n < Array.from(lines[i] ?? '').length)
  const caretLine = typing === -1 ? lines.length - 1 : typing
  return (
    <p className={className ? `xz-typewriter ${className}` : 'xz-typewriter'}>
      <span className="xz-sr-only">{lines.join(' ')}</span>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are positions (saying, then source)
        <span key={i} className="xz-typewriter__line" aria-hidden="true">
          {Array.from(line)
            .slice(0, shown[i] ?? 0)
            .join('')}
          {i === caretLine ? <span className="xz-typewriter__caret" /> : null}
        </span>
      ))}
    </p>
  )
}
