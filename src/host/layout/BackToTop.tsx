import { useStore } from 'zustand'
import { BACK_TO_TOP_AFTER_PX } from '../../core/contract/constants.ts'
import { prefsStore } from '../../core/prefs/index.ts'
import { Rocket } from '../components/Rocket.tsx'
import { useScrolledPast } from '../hooks/useScrollY.ts'
import { scrollToTop } from '../scroll.ts'

/** The rocket that flies back to the top once the page is scrolled past 200px. */
export function BackToTop() {
  const shown = useScrolledPast(BACK_TO_TOP_AFTER_PX)
  const theme = useStore(prefsStore, (s) => s.theme)
  if (!shown) return null
  return (
    <button
      type="button"
      className="xz-backtop"
      aria-label="回到顶部"
      title="回到顶部"
      onClick={() => scrollToTop()}
    >
      <Rocket theme={theme === 'dark' ? 'dark' : 'light'} />
    </button>
  )
}
