import type { Decorator } from '@storybook/react-vite'
import { type ComponentType, createElement, type ReactNode } from 'react'
import { configure, type FetchLike } from '../../core/config/index.ts'
import type { UserInfo } from '../../core/contract/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { type MockRoute, mockFetch } from './mock-api.ts'
import { poll } from './poll.ts'
import { setSession } from './session.ts'

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

/** The theme the story toolbar's light/dark switch asks for. */
export const storyTheme = (context: { globals: Record<string, unknown> }): 'light' | 'dark' =>
  context.globals.theme === 'dark' ? 'dark' : 'light'

/** A story's render: the widget in the story's theme. */
export function themed<P extends object>(Widget: ComponentType<P & { theme?: string }>) {
  return (args: P, context: { globals: Record<string, unknown> }) => (
    <Widget {...args} theme={storyTheme(context)} />
  )
}

/**
 * What a widget's story meta shares besides its title: the widget itself in the story's theme,
 * laid out by `layout`, inside `decorators`.
 */
export function widgetStoriesMeta<P extends object>(
  Widget: ComponentType<P & { theme?: string }>,
  { layout, decorators = [] }: { layout: 'centered' | 'padded' | 'fullscreen'; decorators?: Decorator[] },
) {
  return { component: Widget, decorators, parameters: { layout }, render: themed(Widget) }
}

/**
 * A story decorator: the API answers from `parameters.api`, else from `routes()`, through `wrap`
 * for what routes cannot answer; no network.
 */
export function withMockApi(
  routes: () => Record<string, MockRoute>,
  wrap = (api: FetchLike): FetchLike => api,
): Decorator {
  return (Story, context) => {
    configure({
      fetch: wrap(mockFetch((context.parameters.api as Record<string, MockRoute> | undefined) ?? routes())),
    })
    return <Story />
  }
}

/**
 * A story's `beforeEach`: the API answers from `routes()` after `delayMs` (so the loading states
 * show), and the page's session is `session` (anonymous unless given).
 */
export const usingApi =
  (routes: () => Record<string, MockRoute>, session: UserInfo | null = null, delayMs = 250) =>
  () => {
    configure({ fetch: mockFetch(routes(), { delayMs }) })
    setSession(session)
  }

/** A story's render: the widget (login, search, bell) in the site header, in the story's theme. */
export function inStoryHeader<P extends object>(Widget: ComponentType<P & { theme?: string }>) {
  return (args: P, context: { globals: Record<string, unknown> }) => (
    <StoryHeader dark={storyTheme(context) === 'dark'}>
      <Widget {...args} theme={storyTheme(context)} />
    </StoryHeader>
  )
}

/** A story's render: the custom element `tag` itself, with `attributes`, as a page embeds it. */
export function asElement(tag: string, attributes: Record<string, string> = {}) {
  return (_args: unknown, context: { globals: Record<string, unknown> }) =>
    createElement(tag, { theme: storyTheme(context), ...attributes })
}

/** A story's render: the custom element `tag` itself in the site header, with `attributes`. */
export function elementInStoryHeader(tag: string, attributes: Record<string, string> = {}) {
  const element = asElement(tag, attributes)
  return (args: unknown, context: { globals: Record<string, unknown> }) => (
    <StoryHeader dark={storyTheme(context) === 'dark'}>{element(args, context)}</StoryHeader>
  )
}

/** A story decorator: the page column, `width` wide at the most, that a widget sits in. */
export const inColumn =
  (width: string): Decorator =>
  (Story) => (
    <div style={{ boxSizing: 'border-box', width, padding: 'clamp(8px, 3vw, 24px)' }}>
      <Story />
    </div>
  )

/** Resolves with the first `selector` match inside the element's shadow root once it rendered. */
export function waitForShadow(host: Element | null, selector: string): Promise<HTMLElement> {
  return poll(() => host?.shadowRoot?.querySelector<HTMLElement>(selector), 2000, 20)
}
