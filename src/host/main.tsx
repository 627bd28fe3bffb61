import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configure } from '../core/config/index.ts'
import * as cipher from '../core/storage/cipher.ts'
import { provideCipher } from '../core/storage/index.ts'
import { App } from './App.tsx'
import { startApp } from './start.ts'

// Same origin by default; a build for another API host sets VITE_XZ_API_BASE.
configure({ apiBase: String(import.meta.env.VITE_XZ_API_BASE ?? '') })

// The blog is one app, not a widget on someone else's page: it carries the cipher so the session
// (and the greeting that depends on it) is restored before the first render, as before.
provideCipher(cipher)

// Navigation sets the scroll itself (top, or the message board's kept position).
if ('scrollRestoration' in history) history.scrollRestoration = 'manual'

const container = document.getElementById('app')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  startApp()
}
