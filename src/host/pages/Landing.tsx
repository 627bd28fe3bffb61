import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { useStore } from 'zustand'
import { getConfig } from '../../core/config/index.ts'
import { welcomeText } from '../../core/format/index.ts'
import { prefsStore } from '../../core/prefs/index.ts'
import { fetchQuote, QUOTE_FALLBACK } from '../../core/quote/index.ts'
import { isLoggedIn, sessionStore } from '../../core/session/index.ts'
import { Logo } from '../components/Logo.tsx'
import { Typewriter } from '../components/Typewriter.tsx'
import { ThemeSwitch } from '../layout/ThemeSwitch.tsx'
import { useSiteConfig } from '../site.ts'
import '../styles/landing.css'

// The globe (and cobe inside it) comes after the words.
const Globe = lazy(() => import('../components/Globe.tsx').then((m) => ({ default: m.Globe })))

/** SPEC §2: home, album, talk, message, friend links. */
export const QUICK_LINKS: readonly { label: string; href: string }[] = [
  { label: '首页', href: '/home' },
  { label: '相册', href: '/photoAlbum' },
  { label: '说说', href: '/talk' },
  { label: '留言', href: '/message/list' },
  { label: '友链', href: '/link/list' },
]

/** A quote as typewriter lines: the saying, then its source ("——陆游") on a line of its own. */
export function quoteLines(quote: string): string[] {
  const at = quote.indexOf('——')
  if (at <= 0) return [quote]
  return [quote.slice(0, at).trim(), quote.slice(at).trim()]
}

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/** `/`: full screen — the name, a typed quote, quick links and a slowly turning globe. */
export default function Landing() {
  const [quote, setQuote] = useState<string | null>(null)
  const theme = useStore(prefsStore, (s) => s.theme)
  const user = useStore(sessionStore, (s) => (isLoggedIn(s) ? s.userInfo : null))
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
            <Typewriter lines={quoteLines(quote)} instant={reducedMotion()} />
          )}
        </div>
        <nav className="xz-landing__links" aria-label="快速入口">
          {QUICK_LINKS.map((link, i) => (
            <Link
              key={link.href}
              href={link.href}
              className={i === 0 ? 'xz-landing__link is-primary' : 'xz-landing__link'}
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  )
}
