import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { isAdmin, sessionStore } from '../core/session/index.ts'

/** The site's name in every document title: "首页 - 小站". */
export const SITE_TITLE = '小站'

type PageModule = { default: ComponentType }
type Loader = () => Promise<PageModule>

export interface RouteDef {
  /** the pathname, matched exactly (query strings are the page's business) */
  path: string
  /** the Chinese page name in the document title */
  title: string
  /** the page, loaded on first visit */
  page: LazyExoticComponent<ComponentType>
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
} satisfies Record<string, Loader>

type PageName = keyof typeof loaders

// One lazy component per page module, so the two resource routes share one screen (and its state).
const pages = {} as Record<PageName, LazyExoticComponent<ComponentType>>
for (const name of Object.keys(loaders) as PageName[]) pages[name] = lazy(loaders[name] as Loader)

const route = (path: string, title: string, name: PageName, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  title,
  page: pages[name],
  preload: loaders[name],
  layout: true,
  ...extra,
})

/** Every screen of SPEC §2, in menu order. */
export const ROUTES: readonly RouteDef[] = [
  route('/', '欢迎', 'Landing', { layout: false }),
  route('/home', '首页', 'Home'),
  route('/archives', '时间轴', 'Archives'),
  route('/category', '分类', 'Category'),
  route('/tag', '标签', 'Tag'),
  route('/article', '文章', 'ArticlePage'),
  route('/articleList', '文章列表', 'ArticleList'),
  route('/photoAlbum', '相册', 'PhotoAlbum'),
  route('/photos', '照片', 'Photos'),
  route('/talk', '说说', 'TalkPage'),
  route('/link/list', '友链', 'Links'),
  route('/resources/front', '前端推荐', 'Resources'),
  route('/resources/back', '后端推荐', 'Resources'),
  route('/siteList', '网站导航', 'SiteList'),
  route('/userCenter', '个人中心', 'UserCenter'),
  route('/message/list', '留言', 'MessageList', { keepAlive: true }),
  route('/message/publish', '发布留言', 'MessagePublish'),
  route('/message/detail', '留言详情', 'MessageDetail'),
  route('/message/chat', '聊天室', 'Chat'),
  route('/desk', '管理', 'Desk', { layout: false, prefix: true, adminOnly: true }),
]

/** Any other path. */
export const NOT_FOUND: RouteDef = route('*', '页面不存在', 'NotFound')

export const MESSAGE_LIST_PATH = '/message/list'
export const CHAT_PATH = '/message/chat'
export const USER_CENTER_PATH = '/userCenter'
export const HOME_PATH = '/home'
export const LANDING_PATH = '/'
export const DESK_PATH = '/desk'

/** Paths compare without a trailing slash ("/home/" is "/home"). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? ''
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare || '/'
}

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
  return `${visibleRoute(path).title} - ${SITE_TITLE}`
}

/** A page's own title ("文章标题 - 小站"), for pages that learn a better name than the route's. */
export function pageTitle(name: string): string {
  return `${name} - ${SITE_TITLE}`
}
