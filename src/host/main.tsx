import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configure } from '../core/config/index.ts'
import * as cipher from '../core/storage/cipher.ts'
import { provideCipher } from '../core/storage/index.ts'
import { prefsStore } from '../core/prefs/index.ts'
import { App } from './App.tsx'
import { inlinePageHeaders } from './boot.ts'
import { startApp } from './start.ts'

// Same origin by default; a build for another API host sets VITE_XZ_API_BASE.
configure({ apiBase: String(import.meta.env.VITE_XZ_API_BASE ?? '') })

// The blog is one app, not a widget on someone else's page: it carries the cipher so the session
// (and the greeting that depends on it) is restored before the first render, as before.
provideCipher(cipher)

// Navigation sets the scroll itself (top, or the message board's kept position).
if ('scrollRestoration' in history) history.scrollRestoration = 'manual'

// the banners are known before the first render when the server sent the page headers along
const pageHeaders = inlinePageHeaders()
if (pageHeaders) prefsStore.getState().adoptPageHeaders(pageHeaders)

const container = document.getElementById('app')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  startApp({ pageHeadersKnown: pageHeaders !== null })
}
