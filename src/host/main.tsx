import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configure } from '../core/config/index.ts'
import { App } from './App.tsx'
import { startApp } from './start.ts'

// Same origin by default; a build for another API host sets VITE_XZ_API_BASE.
configure({ apiBase: String(import.meta.env.VITE_XZ_API_BASE ?? '') })

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
