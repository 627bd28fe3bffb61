/** Business constants (sizes, limits, timings), shared by browser and server. */

export const HTTP_TIMEOUT_MS = 10_000

export const PAGE_SIZE_MAX = 50
export const NOTIFY_PAGE_SIZE = 10
export const CHAT_PAGE_SIZE = 10
export const CHAT_AFTER_MAX = 100
export const COMMENT_PAGE_SIZE = 5
export const HOT_ARTICLE_COUNT = 5
export const SEARCH_RESULT_MAX = 8
export const RECOMMEND_MAX = 6

/** Badges show the number up to this, then "9+". */
export const BADGE_MAX = 9

export const SEARCH_HISTORY_MAX = 10

export const CHAT_RECONNECT_CHECK_MS = 30_000
export const CHAT_RETRY_DELAY_MS = 5_000
export const CHAT_RETRY_MAX = 5
export const CHAT_TEXT_MAX = 1000

export const IMAGE_COMPRESS_THRESHOLD = 800 * 1024
/** Any failure between picking a picture and its upload. */
export const IMAGE_UPLOAD_FAILED = '图片上传失败'
export const IMAGE_QUALITY_START = 1
export const IMAGE_QUALITY_STEP = 0.2
export const IMAGE_QUALITY_STEPS_MAX = 3
export const IMAGE_QUALITY_FLOOR = 0.2
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024

/** Text limits the forms and the routes share (their rules are in core/validate). */
export const MESSAGE_MAX = 500
export const MESSAGE_TAG_MAX = 10
export const COMMENT_MAX = 500
export const TALK_MAX = 2000
export const TALK_IMAGES_MAX = 9

export const USERNAME_MIN = 5
export const USERNAME_MAX = 16
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 18

export const BACK_TO_TOP_AFTER_PX = 200
export const HEADER_SHOW_WITHIN_PX = 50

/** Width above WIDE is wide; MOBILE up to WIDE is mid; below MOBILE is mobile. */
export const BREAKPOINT_WIDE = 1280
export const BREAKPOINT_MOBILE = 798

export const LIGHT_FROM_HOUR = 8
export const LIGHT_UNTIL_HOUR = 18

export const TYPEWRITER_CHAR_MS = 300
export const TYPEWRITER_LINE_GAP_MS = 800

export const CHAT_PANEL_WIDTH_DESKTOP = 580
export const CHAT_PANEL_WIDTH_MOBILE = 380
export const NOTIFY_DRAWER_WIDTH_DESKTOP = '40%'
export const NOTIFY_DRAWER_WIDTH_MOBILE = '80%'

export const TOKEN_TTL_SECONDS = 24 * 60 * 60
export const TOKEN_TTL_REMEMBER_SECONDS = 7 * TOKEN_TTL_SECONDS

/** The most one report may add to an article's reading time (milliseconds, as sent). */
export const READING_DURATION_MAX_MS = 4 * 60 * 60 * 1000

export const PREVIEW_THEMES = ['default', 'github', 'vuepress', 'mk-cute', 'smart-blue', 'cyanosis'] as const
export type PreviewTheme = (typeof PREVIEW_THEMES)[number]
export const CODE_THEMES = [
  'atom',
  'a11y',
  'github',
  'gradient',
  'kimbie',
  'paraiso',
  'qtcreator',
  'stackoverflow',
] as const
export type CodeTheme = (typeof CODE_THEMES)[number]
export type Theme = 'light' | 'dark'

/** User-visible strings the server and the client both use (docs/api.md §1). */
export const MSG = {
  tipTitle: '温馨提示',
  errorTitle: '错误提示',
  loginExpired: '登录过期',
  forbidden: '权限不足',
  notFound: '接口没有找到',
  serverError: '服务端错误',
  tooMany: '操作太频繁，请稍后再试',
  loginFirst: '请先登录',
  emptyChat: '请输入消息再发送',
  usernameTaken: '用户名已存在',
} as const

/**
 * The route names page headers are keyed by: the `blog-v3` client's own (docs/api.md §17), so its
 * pages find their backgrounds; the host maps each of its pages onto one of them.
 */
export const PAGE_ROUTES = [
  'Home',
  'Archives',
  'Category',
  'Tag',
  'PhotoAlbum',
  'Talk',
  'LinkList',
  'MessageList',
  'Front',
  'Back',
  'SiteList',
  'UserCenter',
  'ArticleList',
  'PublishMessage',
  'MessageDetail',
] as const
export type PageRoute = (typeof PAGE_ROUTES)[number]

/**
 * The id of the `<script type="application/json">` in which the server hands the host page the
 * site's page headers (the rows of GET /api/pageHeader/getAll), so the first render has every banner.
 */
export const PAGE_HEADERS_SCRIPT_ID = 'xz-page-headers'

/**
 * The id of the `<script type="application/json">` in which the server hands the host page the
 * site's settings (the result of GET /api/config), so the first render shows the blog's name and
 * motto where they belong instead of moving them when the answer arrives.
 */
export const SITE_CONFIG_SCRIPT_ID = 'xz-site-config'

/**
 * The page module (src/host/pages/<name>.tsx) each host path shows; `*` is every other path. The
 * host's router loads it; the server names its code in the page's <head>, so it arrives with the
 * app's own instead of after it has run.
 */
export const HOST_PAGE_OF_PATH = {
  '/': 'Landing',
  '/home': 'Home',
  '/archives': 'Archives',
  '/category': 'Category',
  '/tag': 'Tag',
  '/article': 'ArticlePage',
  '/articleList': 'ArticleList',
  '/photoAlbum': 'PhotoAlbum',
  '/photos': 'Photos',
  '/talk': 'TalkPage',
  '/link/list': 'Links',
  '/resources/front': 'Resources',
  '/resources/back': 'Resources',
  '/siteList': 'SiteList',
  '/userCenter': 'UserCenter',
  '/message/list': 'MessageList',
  '/message/publish': 'MessagePublish',
  '/message/detail': 'MessageDetail',
  '/message/chat': 'Chat',
  '/desk': 'Desk',
  '*': 'NotFound',
} as const
export type HostPath = keyof typeof HOST_PAGE_OF_PATH
export type HostPageName = (typeof HOST_PAGE_OF_PATH)[HostPath]

/**
 * Modules a host page imports on demand that its first screen always waits for, as the host
 * build's manifest names them (from src/host). The server names them in the page's <head> with the
 * page's own code: the article page's body is drawn only once the reader's sanitiser chunk is in,
 * which the reader asks for after the app's first render (one more round trip before the
 * article's text, its largest paint); the chat room fills its page at once (mode="page"), so its
 * panel is its first screen. Pages are data to the server, never imports.
 */
export const HOST_FIRST_SCREEN_IMPORTS: Readonly<Partial<Record<HostPageName, readonly string[]>>> = {
  ArticlePage: ['../widgets/article/body.ts'],
  Chat: ['../widgets/chat-room/ChatPanel.tsx'],
}

/**
 * The page header each host path shows in its banner, so the server can name the picture in the
 * page's <head> (a preload) before any script runs: the banner is the largest paint of these pages.
 * `tests/e2e/banner-preload.test.ts` checks every entry against the banner the page really shows.
 */
export const BANNER_OF_PATH: Readonly<Record<string, PageRoute>> = {
  '/home': 'Home',
  '/archives': 'Archives',
  '/category': 'Category',
  '/tag': 'Tag',
  '/articleList': 'ArticleList',
  '/photoAlbum': 'PhotoAlbum',
  '/photos': 'PhotoAlbum',
  '/talk': 'Talk',
  '/link/list': 'LinkList',
  '/resources/front': 'Front',
  '/resources/back': 'Back',
  '/siteList': 'SiteList',
  '/userCenter': 'UserCenter',
  '/message/list': 'MessageList',
  '/message/publish': 'PublishMessage',
  '/message/detail': 'MessageDetail',
}
