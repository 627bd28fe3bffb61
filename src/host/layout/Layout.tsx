import { lazy, Suspense, useCallback, useState } from 'react'
import { useStore } from 'zustand'
import { isAdmin, sessionStore } from '../../core/session/index.ts'
import { useWellAfterLoad } from '../hooks/useWellAfterLoad.ts'
import { CHAT_PATH } from '../paths.ts'
import { type RouteDef, ROUTES, visibleRoute } from '../routes.tsx'
import { BackToTop } from './BackToTop.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { HeaderPanels } from './HeaderPanels.tsx'
import { KeepAlive } from './KeepAlive.tsx'
import { usePanels } from './panels.ts'
import { RouteFallback } from './RouteFallback.tsx'
import { WhenShown } from './WhenShown.tsx'

const KEPT: readonly RouteDef[] = ROUTES.filter((r) => r.keepAlive)

const LazyFloatingChat = lazy(() => import('./FloatingChat.tsx').then((m) => ({ default: m.FloatingChat })))

/**
 * The page frame: header, the routed page, footer, back-to-top and the chat button. The landing
 * page (`layout: false`) gets the bare window. Kept-alive pages are rendered beside the routed one
 * from their first visit on, and only hidden while another route shows.
 */
export function Layout({ path }: { path: string }) {
  const admin = useStore(sessionStore, isAdmin)
  const def = visibleRoute(path, admin)
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set())
  if (def.keepAlive && !visited.has(def.path)) setVisited(new Set([...visited, def.path]))

  const panels = usePanels()
  const Page = def.page
  const framed = def.layout
  // The chat button waits for the page (and then an idle moment, FloatingChat), and the login
  // dialog (ready for a 401, its code warm) until well after the page has loaded, unless asked
  // for: on a phone their code would otherwise compete with the page's own code, data and banner.
  const [pageShown, setPageShown] = useState(false)
  const markShown = useCallback(() => setPageShown(true), [])
  const loginReady = useWellAfterLoad(pageShown)
  return (
    <div className={framed ? 'xz-layout' : 'xz-layout xz-layout--bare'}>
      {framed ? <Header panels={panels} /> : null}
      <main className="xz-main" id="main">
        {def.keepAlive ? null : (
          <Suspense fallback={<RouteFallback quiet={!framed} />}>
            <Page />
            <WhenShown onShown={markShown} />
          </Suspense>
        )}
        {KEPT.filter((r) => visited.has(r.path)).map((r) => (
          <KeepAlive key={r.path} name={r.path} active={def.path === r.path}>
            <Suspense fallback={<RouteFallback />}>
              <r.page />
              <WhenShown onShown={markShown} />
            </Suspense>
          </KeepAlive>
        ))}
      </main>
      {framed && def.path !== CHAT_PATH ? <Footer /> : null}
      {framed ? <BackToTop /> : null}
      {framed && pageShown ? (
        <Suspense fallback={null}>
          <LazyFloatingChat />
        </Suspense>
      ) : null}
      {framed ? <HeaderPanels panels={panels} loginReady={loginReady} /> : null}
    </div>
  )
}
