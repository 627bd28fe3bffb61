import { type ComponentType, lazy } from 'react'
import { HOST_PAGE_OF_PATH, type HostPageName, type HostPath } from '../core/contract/index.ts'
import { isAdmin, sessionStore } from '../core/session/index.ts'
import { normalizePath, PAGE_NAMES, pageTitle } from './paths.ts'

export { pageTitle }

type PageModule = { default: ComponentType }
type Loader = () => Promise<PageModule>

export interface RouteDef {
  /** the pathname, matched exactly (query strings are the page's business) */
  path: string
  /** the Chinese page name in the document title */
  title: string
  /** the page module's name */
  name: HostPageName
  /** the page, loaded on first visit (or before the first render: preparePage) */
  page: ComponentType
  /** fetches the page's code ahead of a click (menu hover, idle time) */
  preload: Loader
  /** rendered inside the layout (header, footer, chat button); only the landing page is not */
  layout: boolean
  /** kept mounted (hidden) after the first visit so its state and scroll survive */
  keepAlive?: boolean
  /** also matches every path under it (`/desk/articles/write`) */
  prefix?: boolean
  /** the administrator's only: anyone else gets the 404 page */
  adminOnly?: boolean
}

const loaders = {
  Landing: () => import('./pages/Landing.tsx'),
  Home: () => import('./pages/Home.tsx'),
  Archives: () => import('./pages/Archives.tsx'),
  Category: () => import('./pages/Category.tsx'),
  Tag: () => import('./pages/Tag.tsx'),
  ArticlePage: () => import('./pages/ArticlePage.tsx'),
  ArticleList: () => import('./pages/ArticleList.tsx'),
  PhotoAlbum: () => import('./pages/PhotoAlbum.tsx'),
  Photos: () => import('./pages/Photos.tsx'),
  TalkPage: () => import('./pages/TalkPage.tsx'),
  Links: () => import('./pages/Links.tsx'),
  Resources: () => import('./pages/Resources.tsx'),
  SiteList: () => import('./pages/SiteList.tsx'),
  UserCenter: () => import('./pages/UserCenter.tsx'),
  MessageList: () => import('./pages/MessageList.tsx'),
  MessagePublish: () => import('./pages/MessagePublish.tsx'),
  MessageDetail: () => import('./pages/MessageDetail.tsx'),
  Chat: () => import('./pages/Chat.tsx'),
  NotFound: () => import('./pages/NotFound.tsx'),
  Desk: () => import('./pages/Desk.tsx'),
} satisfies Record<HostPageName, Loader>

/**
 * Page modules loaded before the app's first render (preparePage), drawn in that render itself.
 * Filled only before anything renders, so no page ever changes from its lazy stand-in to the
 * module in place (which would mount it anew).
 */
const prepared = new Map<HostPageName, ComponentType>()
let rendered = false

// One component per page module, so the two resource routes share one screen (and its state).
const pages = {} as Record<HostPageName, ComponentType>
for (const name of Object.keys(loaders) as HostPageName[]) {
  const Lazy = lazy(loaders[name] as Loader)
  const Page = () => {
    rendered = true
    const Ready = prepared.get(name)
    return Ready ? <Ready /> : <Lazy />
  }
  Page.displayName = name
  pages[name] = Page
}

/**
 * Loads the page of `path` for the first render: its code is already on its way (the server
 * names it in the page's <head>), and drawn in the first render the page's own content and
 * requests start one task earlier, instead of after a render of the loading state. Resolves
 * false, leaving the page to load as any other, when that takes longer than `waitMs`.
 */
export async function preparePage(path: string, waitMs = 1000): Promise<boolean> {
  const { name } = visibleRoute(path)
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs)
  })
  try {
    const module = await Promise.race([loaders[name]().catch(() => null), late])
    if (!module || rendered) return false
    prepared.set(name, module.default)
    return true
  } finally {
    clearTimeout(timer)
  }
}

/** For tests: a tab that has rendered nothing yet. */
export function resetPreparedPages(): void {
  prepared.clear()
  rendered = false
}

/** What sets a route apart from a framed page that is unmounted when left. */
const SPECIAL: Partial<Record<HostPath, Partial<RouteDef>>> = {
  '/': { layout: false },
  '/message/list': { keepAlive: true },
  '/desk': { layout: false, prefix: true, adminOnly: true },
}

const route = (path: HostPath): RouteDef => ({
  path,
  title: PAGE_NAMES[path],
  name: HOST_PAGE_OF_PATH[path],
  page: pages[HOST_PAGE_OF_PATH[path]],
  preload: loaders[HOST_PAGE_OF_PATH[path]],
  layout: true,
  ...SPECIAL[path],
})

/** Every screen, in menu order. */
export const ROUTES: readonly RouteDef[] = (Object.keys(PAGE_NAMES) as HostPath[])
  .filter((path) => path !== '*')
  .map(route)

/** Any other path. */
export const NOT_FOUND: RouteDef = route('*')

export function routeFor(path: string): RouteDef {
  const p = normalizePath(path)
  return ROUTES.find((r) => r.path === p || (r.prefix && p.startsWith(`${r.path}/`))) ?? NOT_FOUND
}

/** The route as this visitor gets it: an admin-only one is the 404 page for anyone else. */
export function visibleRoute(path: string, admin = isAdmin(sessionStore.getState())): RouteDef {
  const def = routeFor(path)
  return def.adminOnly && !admin ? NOT_FOUND : def
}

export function documentTitle(path: string): string {
  return pageTitle(visibleRoute(path).title)
}
