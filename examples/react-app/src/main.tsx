// A React app that uses Xiaozhan as a package: the components from `xiaozhan/widgets`,
// configuration from `xiaozhan/core`. Point apiBase at a running Xiaozhan server.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configure } from 'xiaozhan/core'
import { ChatRoom, Login, Search, Toaster } from 'xiaozhan/widgets'

configure({ apiBase: import.meta.env.VITE_XZ_API_BASE ?? 'http://localhost:8080' })

function App() {
  return (
    <main style={{ maxWidth: 720, margin: '48px auto', fontFamily: 'system-ui, sans-serif' }}>
      <header style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <h1 style={{ flex: 1 }}>我的 React 应用</h1>
        <Search onOpenArticle={(detail) => console.log('打开文章', detail)} />
        <Login />
      </header>
      <p>下面的聊天室与小站站点共用同一个聊天频道。</p>
      <ChatRoom mode="page" />
      <Toaster />
    </main>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
