import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configure } from '../core/config/index.ts'
import { prefsStore } from '../core/prefs/index.ts'
import { storage } from '../core/storage/index.ts'
import { App, showTheme } from './App.tsx'
import { inlinePageHeaders } from './boot.ts'
import { preparePage } from './routes.tsx'
import { startApp } from './start.ts'

// Same origin by default; a build for another API host sets VITE_XZ_API_BASE.
configure({ apiBase: String(import.meta.env.VITE_XZ_API_BASE ?? '') })

// Navigation sets the scroll itself (top, or the message board's kept position).
if ('scrollRestoration' in history) history.scrollRestoration = 'manual'

function start(): void {
  // the banners are known before the first render when the server sent the page headers along
  const pageHeaders = inlinePageHeaders()
  if (pageHeaders) prefsStore.getState().adoptPageHeaders(pageHeaders)
  const container = document.getElementById('app')
  if (!container) return
  // the page's background in the visitor's theme while the page's module is on its way
  showTheme(prefsStore.getState().theme)
  // Evaluating the app's modules, its first render and the start-up requests are three tasks: in
  // one they were a phone's longest task, and the browser could not paint or answer in between.
  // The first render waits for the page's own module (preloaded with the app's), so it draws the
  // page rather than its loading state.
  void preparePage(location.pathname).then(() => {
    setTimeout(() => {
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      )
      setTimeout(() => startApp({ pageHeadersKnown: pageHeaders !== null }), 0)
    }, 0)
  })
}

// The cipher (crypto-js) is fetched only when storage holds something of ours to read, as the
// embeds do: a first visit runs without it. A returning visitor's session and theme are read before
// the first render, so the page never shows them logged out or in the wrong theme first.
if (storage.isReady()) start()
else void storage.ready().then(start)
