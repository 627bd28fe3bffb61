// Docs pages follow the toolbar's 主题 (light/dark) like the stories do, so a reader checks a
// widget's dark theme on its docs page too.
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks'
import { type PropsWithChildren, useEffect, useState } from 'react'
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events'
import { themes } from 'storybook/theming'

type GlobalsEvent = { globals?: { theme?: string } } | undefined

export function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const [theme, setTheme] = useState(() => {
    // the preview's store holds the globals in force (the URL's or the manager's) when the page
    // mounts; the typed props do not expose it, hence the narrow cast
    const store = (context as { store?: { userGlobals?: { get(): { theme?: unknown } } } }).store
    const current = store?.userGlobals?.get().theme
    return typeof current === 'string' ? current : 'light'
  })
  useEffect(() => {
    const update = (event: GlobalsEvent) => setTheme(event?.globals?.theme ?? 'light')
    context.channel.on(GLOBALS_UPDATED, update)
    context.channel.on(SET_GLOBALS, update)
    return () => {
      context.channel.off(GLOBALS_UPDATED, update)
      context.channel.off(SET_GLOBALS, update)
    }
  }, [context.channel])
  useEffect(() => {
    document.documentElement.dataset.theme = theme
    document.documentElement.style.colorScheme = theme
  }, [theme])
  return (
    <DocsContainer context={context} theme={theme === 'dark' ? themes.dark : themes.light}>
      {children}
    </DocsContainer>
  )
}
