import { type HTMLAttributes, type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { isSessionRestoring, sessionStore } from '../../core/session/index.ts'
import { Loading } from './Loading.tsx'
import { StyleScope, StyleScopeContext, useStyles } from './styles.ts'
import { EnclosingTheme, type ThemeSetting, useResolvedTheme } from './theme.ts'
import tokens from './tokens.css?inline'

export interface WidgetRootProps extends HTMLAttributes<HTMLDivElement> {
  theme?: ThemeSetting | string
  /** the widget's own CSS texts */
  css?: string[]
  children?: ReactNode
}

/**
 * The outermost element of every widget: carries the theme and adopts the shared tokens and
 * the widget's CSS into whatever root it renders in (document or shadow root).
 *
 * While a stored session is still being read (its cipher is on its way) it shows the loading
 * state instead of the widget, so a logged-in visitor never sees the anonymous widget flash by.
 */
export function WidgetRoot({ theme, css = [], className, children, ...rest }: WidgetRootProps) {
  const ref = useRef<HTMLDivElement>(null)
  useStyles(ref, tokens, ...css)
  // the primitives inside adopt their own sheets into this root (styles.ts)
  const [scope] = useState(() => new StyleScope())
  useLayoutEffect(() => scope.attach(ref), [scope])
  const resolved = useResolvedTheme(theme)
  const restoring = useStore(sessionStore, isSessionRestoring)
  return (
    <div ref={ref} className={className ? `xz-root ${className}` : 'xz-root'} data-theme={resolved} {...rest}>
      <EnclosingTheme.Provider value={resolved}>
        <StyleScopeContext.Provider value={scope}>
          {restoring ? <Loading /> : children}
        </StyleScopeContext.Provider>
      </EnclosingTheme.Provider>
    </div>
  )
}
