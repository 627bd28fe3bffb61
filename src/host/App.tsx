import { useEffect, useRef } from 'react'
import { useStore } from 'zustand'
import { type BaseLocationHook, type BaseSearchHook, Router, useLocation, useSearch } from 'wouter'
import { prefsStore } from '../core/prefs/index.ts'
import fieldCss from '../widgets/ui/field.css?inline'
import pagerCss from '../widgets/ui/pager.css?inline'
import uiCss from '../widgets/ui/ui.css?inline'
import { Toaster } from '../widgets/ui/Toaster.tsx'
import { WidgetRoot } from '../widgets/ui/WidgetRoot.tsx'
import { noteNavigation } from './layout/history.ts'
import { Layout } from './layout/Layout.tsx'
import { ProgressBar } from './layout/ProgressBar.tsx'
import { beginProgress } from './progress.ts'
import { MESSAGE_LIST_PATH, normalizePath } from './paths.ts'
import { documentTitle } from './routes.tsx'
import { scrollToTop } from './scroll.ts'
import './styles/base.css'
import './styles/layout.css'

export interface AppProps {
  /** wouter location hooks; default the browser's History API (tests pass a memory location) */
  hook?: BaseLocationHook
  searchHook?: BaseSearchHook
}

/** The blog: History API routing around the page frame. */
export function App({ hook, searchHook }: AppProps) {
  return (
    <Router {...(hook ? { hook } : {})} {...(searchHook ? { searchHook } : {})}>
      <Shell />
    </Router>
  )
}

/** The theme also on <html>, so the page background and scrollbars follow it. */
export function showTheme(theme: string): void {
  document.documentElement.dataset.theme = theme
  document.documentElement.style.colorScheme = theme
}

/** The progress bar stays up at least this long on a navigation, so it is seen. */
const NAV_PROGRESS_MS = 240

function Shell() {
  const [location] = useLocation()
  const search = useSearch()
  const path = normalizePath(location)
  const theme = useStore(prefsStore, (s) => s.theme)

  useEffect(() => showTheme(theme), [theme])

  useEffect(() => {
    document.title = documentTitle(path)
  }, [path])

  // After each navigation: the progress bar, and smooth scroll to the top except for the
  // kept-alive message board, which gets its own position back (KeepAlive).
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query string is a navigation too
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    noteNavigation()
    const end = beginProgress()
    const timer = setTimeout(end, NAV_PROGRESS_MS)
    if (path !== MESSAGE_LIST_PATH) scrollToTop()
    return () => {
      clearTimeout(timer)
      end()
    }
  }, [path, search])

  return (
    <WidgetRoot css={[uiCss, pagerCss, fieldCss]} className="xz-app">
      <Toaster />
      <ProgressBar />
      <Layout path={path} />
    </WidgetRoot>
  )
}
