/**
 * Reading time: the seconds a reader had the article in a visible tab. A period starts when the
 * article shows (or the tab becomes visible again) and is reported once when it ends: the tab is
 * hidden, the page is left (pagehide) or the reader is unmounted. Periods under half a second are
 * not reported, so the server never receives 0.
 */
export interface ReadingClock {
  /** starts a period unless one is running */
  start(): void
  /** ends the running period and reports it; a no-op without one */
  stop(): void
}

export function createReadingClock(
  report: (seconds: number) => void,
  now: () => number = Date.now,
): ReadingClock {
  let since: number | null = null
  return {
    start() {
      if (since === null) since = now()
    },
    stop() {
      if (since === null) return
      const seconds = Math.round((now() - since) / 1000)
      since = null
      if (seconds >= 1) report(seconds)
    },
  }
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden'

/** Runs a clock for as long as `clock` is attached: page visibility and pagehide drive it. */
export function trackReading(clock: ReadingClock): () => void {
  if (!isHidden()) clock.start()
  const onVisibility = () => (isHidden() ? clock.stop() : clock.start())
  const onPageHide = () => clock.stop()
  const onPageShow = () => {
    if (!isHidden()) clock.start()
  }
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('pagehide', onPageHide)
  window.addEventListener('pageshow', onPageShow)
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('pagehide', onPageHide)
    window.removeEventListener('pageshow', onPageShow)
    clock.stop()
  }
}
