import type { ReactNode } from 'react'
import type { UserInfo } from '../../core/contract/index.ts'
import { sessionStore } from '../../core/session/index.ts'

/** A site header to sit a widget's trigger in (login, search, bell), in the story's theme. */
export function StoryHeader({ dark, children }: { dark: boolean; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        height: 60,
        padding: '0 20px',
        background: dark ? '#1e2128' : '#ffffff',
        color: dark ? '#e6e8ec' : '#1f2329',
        borderBottom: `1px solid ${dark ? '#363b47' : '#e3e5ea'}`,
        fontFamily: 'sans-serif',
      }}
    >
      <strong>小站</strong>
      {children}
    </div>
  )
}

/** Puts the page's session in a story's state: anonymous (null) or logged in as `info`. */
export function setStorySession(info: UserInfo | null, showLogin = false): void {
  sessionStore.setState({
    token: info ? 'demo-token' : null,
    userInfo: info,
    hasToken: info !== null,
    hasInfo: info !== null,
    showLogin,
  })
}
