// Docs pages follow the toolbar's 主题 (light/dark) like the stories do, so a reader checks a
// widget's dark theme on its docs page too.
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks'
import { type PropsWithChildren, useEffect, useState } from 'react'
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events'
import { themes } from 'storybook/theming'

type PreviewStore = { userGlobals?: { get(): { theme?: unknown } } }

/**
 * The theme in this preview's own store. Channel events are only a cue to read it again: a docs
 * page's example in its own iframe (a second preview, started with the default globals) announces
 * "theme: light" on the same channel, and taking that at its word turned dark docs light.
 */
function storedTheme(context: DocsContainerProps['context']): string {
  // the typed props do not expose the store, hence the narrow cast
  const current = (context as { store?: PreviewStore }).store?.userGlobals?.get().theme
  return typeof current === 'string' ? current : 'light'
}

export function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const [theme, setTheme] = useState(() => storedTheme(context))
  useEffect(() => {
    const update = () => setTheme(storedTheme(context))
    context.channel.on(GLOBALS_UPDATED, update)
    context.channel.on(SET_GLOBALS, update)
    return () => {
      context.channel.off(GLOBALS_UPDATED, update)
      context.channel.off(SET_GLOBALS, update)
    }
  }, [context])
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
