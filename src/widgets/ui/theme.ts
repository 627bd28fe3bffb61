import { createContext, useContext, useEffect, useState } from 'react'
import { useStore } from 'zustand'
import type { Theme } from '../../core/contract/index.ts'
import { prefsStore } from '../../core/prefs/index.ts'

/** What a widget is told: a fixed theme, the page's colour scheme ('auto'), or nothing (the site preference). */
export type ThemeSetting = Theme | 'auto' | undefined

const DARK_QUERY = '(prefers-color-scheme: dark)'

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light'
}

/**
 * The theme of the widget a widget is drawn in (the comments under a message-board entry):
 * without a theme of its own, the inner one follows it rather than the site preference, so an
 * embed told theme="light" is light all the way down.
 */
export const EnclosingTheme = createContext<Theme | null>(null)

export function useResolvedTheme(own: ThemeSetting | string): Theme {
  const enclosing = useContext(EnclosingTheme)
  const setting = own ?? enclosing ?? undefined
  const preferred = useStore(prefsStore, (s) => s.theme)
  const [system, setSystem] = useState<Theme>(systemTheme)
  useEffect(() => {
    if (setting !== 'auto' || typeof matchMedia !== 'function') return
    const query = matchMedia(DARK_QUERY)
    const update = () => setSystem(query.matches ? 'dark' : 'light')
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [setting])
  if (setting === 'light' || setting === 'dark') return setting
  if (setting === 'auto') return system
  return preferred
}
