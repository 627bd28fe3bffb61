import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { useStore } from 'zustand'
import { getConfig } from '../../core/config/index.ts'
import { welcomeText } from '../../core/format/index.ts'
import { prefsStore } from '../../core/prefs/index.ts'
import { fetchQuote, QUOTE_FALLBACK, quoteLines } from '../../core/quote/index.ts'
import { useMe } from '../../widgets/ui/use-me.ts'
import { Logo } from '../components/Logo.tsx'
import { Typewriter } from '../components/Typewriter.tsx'
import { ThemeSwitch } from '../layout/ThemeSwitch.tsx'
import { PAGE_NAMES } from '../paths.ts'
import { prefersReducedMotion } from '../scroll.ts'
import { useSiteConfig } from '../site.ts'
import '../styles/landing.css'

// The globe (and cobe inside it) comes after the words.
const Globe = lazy(() => import('../components/Globe.tsx').then((m) => ({ default: m.Globe })))

/** The landing page's quick links: home, album, talk, message, friend links. */
const QUICK_LINKS = ['/home', '/photoAlbum', '/talk', '/message/list', '/link/list'] as const

/** `/`: full screen — the name, a typed quote, quick links and a slowly turning globe. */
export default function Landing() {
  const [quote, setQuote] = useState<string | null>(null)
  const theme = useStore(prefsStore, (s) => s.theme)
  const user = useMe()
  const config = useSiteConfig()

  useEffect(() => {
    const controller = new AbortController()
    const { apiBase, quote: service } = getConfig()
    void fetchQuote({ apiBase, service, signal: controller.signal }).then((text) => {
      if (!controller.signal.aborted) setQuote(text || QUOTE_FALLBACK)
    })
    return () => controller.abort()
  }, [])

  return (
    <section className="xz-landing" aria-label="欢迎">
      <div className="xz-landing__globe">
        <Suspense fallback={null}>
          <Globe dark={theme === 'dark'} />
        </Suspense>
      </div>
      <div className="xz-landing__top">
        <ThemeSwitch />
      </div>
      <div className="xz-landing__content">
        <Logo size={56} />
        <h1 className="xz-landing__title">{config?.blog_name || '小站'}</h1>
        <p className="xz-landing__welcome">{welcomeText(user)}</p>
        <div className="xz-landing__quote">
          {quote === null ? (
            <p className="xz-typewriter">
              <span className="xz-typewriter__caret" />
            </p>
          ) : (
            <Typewriter lines={quoteLines(quote)} instant={prefersReducedMotion()} />
          )}
        </div>
        <nav className="xz-landing__links" aria-label="快速入口">
          {QUICK_LINKS.map((href, i) => (
            <Link
              key={href}
              href={href}
              className={i === 0 ? 'xz-landing__link is-primary' : 'xz-landing__link'}
            >
              {PAGE_NAMES[href]}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  )
}
