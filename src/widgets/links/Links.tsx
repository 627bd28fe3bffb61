import { lazy, Suspense } from 'react'
import { PAGE_SIZE_MAX } from '../../core/contract/index.ts'
import {
  Button,
  Empty,
  Loading,
  pagerCss,
  requestLogin,
  type ThemeSetting,
  Toaster,
  uiCss,
  useMe,
  WidgetRoot,
} from '../ui/index.ts'
import { Friends } from './Friends.tsx'
import linksCss from './links.css?inline'
import * as icons from '../ui/icons.ts'

/**
 * The CSS texts the element adopts into its shadow root; the application form and "my links"
 * bring their own (they load when first shown).
 */
export const LINKS_CSS: string[] = [uiCss, pagerCss, linksCss]

// The friends page is what an embedded widget shows; the other views load when asked for.
const MyLinks = lazy(() => import('./MyLinks.tsx').then((m) => ({ default: m.MyLinks })))
const Resources = lazy(() => import('./Resources.tsx').then((m) => ({ default: m.Resources })))
const SiteNav = lazy(() => import('./SiteNav.tsx').then((m) => ({ default: m.SiteNav })))

export type ResourceSide = 'front' | 'back'

/** Friends per page from a number or a numeric string (at most the server's 50), else the default. */
function pageSizeOf(value: unknown): number | undefined {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? Math.min(n, PAGE_SIZE_MAX) : undefined
}

/** The side named by an attribute; the front end unless it says back. */
const sideOf = (value: unknown): ResourceSide => (value === 'back' ? 'back' : 'front')

/** The widget's screens: friends, the reader's own links, recommended sites, the site list. */
export type LinksView = 'friends' | 'mine' | 'resources' | 'sites'

const VIEWS: readonly LinksView[] = ['friends', 'mine', 'resources', 'sites']

export interface LinksProps {
  /** 'light' | 'dark' | 'auto'; unset follows the site preference */
  theme?: ThemeSetting | string
  /**
   * 'friends' (default) the approved friend links, the application and this site's card; 'mine' the
   * logged-in reader's own links; 'resources' recommended sites ('side' picks which); 'sites' the
   * site list by category.
   */
  view?: LinksView | string
  /** the 'resources' side: 'front' (default) or 'back' */
  side?: ResourceSide | string
  /** friends per page (at most 50); default 12 */
  pageSize?: number
}

/** Friend links (友情链接) and the sites this blog recommends, as cards with their icons. */
export function Links({ theme, view, side, pageSize }: LinksProps) {
  const chosen = VIEWS.find((v) => v === view) ?? 'friends'
  return (
    <WidgetRoot theme={theme} css={LINKS_CSS} className="xz-lk" part="links">
      <Toaster />
      <Suspense fallback={<Loading />}>
        {chosen === 'mine' ? (
          <Mine />
        ) : chosen === 'resources' ? (
          <Resources side={sideOf(side)} />
        ) : chosen === 'sites' ? (
          <SiteNav />
        ) : (
          <Friends pageSize={pageSizeOf(pageSize)} />
        )}
      </Suspense>
    </WidgetRoot>
  )
}

/** The reader's own links, or a way to log in. */
function Mine() {
  const me = useMe()
  if (!me)
    return (
      <Empty text="登录后才能查看自己的友链">
        <Button variant="primary" icon={icons.user} onClick={requestLogin}>
          登录
        </Button>
      </Empty>
    )
  return <MyLinks key={me.id} userId={me.id} />
}
