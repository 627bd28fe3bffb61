import { useEffect, useState } from 'react'
import { useProgressActive } from '../progress.ts'

type Phase = 'idle' | 'running' | 'finishing'

/** How long the bar lingers at 100% before fading, ms. */
const FINISH_MS = 350

/** The thin bar at the top of the window while navigation or a page's code is pending. */
export function ProgressBar() {
  const active = useProgressActive()
  const [phase, setPhase] = useState<Phase>('idle')

  useEffect(() => {
    if (active) {
      setPhase('running')
      return
    }
    setPhase((p) => (p === 'idle' ? 'idle' : 'finishing'))
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS)
    return () => clearTimeout(timer)
  }, [active])

  return (
    <div
      className={`xz-progress xz-progress--${phase}`}
      role="progressbar"
      aria-label="页面加载进度"
      aria-hidden={phase === 'idle'}
      aria-busy={phase === 'running'}
    >
      <div className="xz-progress__bar" />
    </div>
  )
}
