import type { HostPath } from '../core/contract/index.ts'

// Where the blog's screens are and what they are called. The router (routes.tsx) makes its routes
// of this table; the menus and the pages read it here, so none of them imports the router.

/** The site's name in every document title: "首页 - 小站". */
export const SITE_TITLE = '小站'

/** Every screen in menu order, with its Chinese name in the document title; `*` is any other path. */
export const PAGE_NAMES = {
  '/': '欢迎',
  '/home': '首页',
  '/archives': '时间轴',
  '/category': '分类',
  '/tag': '标签',
  '/article': '文章',
  '/articleList': '文章列表',
  '/photoAlbum': '相册',
  '/photos': '照片',
  '/talk': '说说',
  '/link/list': '友链',
  '/resources/front': '前端推荐',
  '/resources/back': '后端推荐',
  '/siteList': '网站导航',
  '/userCenter': '个人中心',
  '/message/list': '留言',
  '/message/publish': '发布留言',
  '/message/detail': '留言详情',
  '/message/chat': '聊天室',
  '/desk': '管理',
  '*': '页面不存在',
} as const satisfies Record<HostPath, string>

export const LANDING_PATH = '/'
export const HOME_PATH = '/home'
export const USER_CENTER_PATH = '/userCenter'
export const MESSAGE_LIST_PATH = '/message/list'
export const CHAT_PATH = '/message/chat'
export const DESK_PATH = '/desk'

/** Paths compare without a trailing slash ("/home/" is "/home"). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? ''
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare || '/'
}

/** A page's own title ("文章标题 - 小站"), for pages that learn a better name than the route's. */
export function pageTitle(name: string): string {
  return `${name} - ${SITE_TITLE}`
}
