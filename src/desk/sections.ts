import { lazy } from 'react'
import type { DeskSection } from './section.ts'
import { getHeldCount } from '../core/api/moderation.ts'
import * as icons from '../widgets/ui/icons.ts'

/**
 * Every section of the desk, in menu order; the first is where `/desk` opens. The one list the
 * menu, the router and the page titles read: a new section is one entry here and a folder
 * `sections/<key>/` (beside the parts several sections share: parts.tsx, TabbedPage.tsx, common.ts).
 */
export const SECTIONS: readonly DeskSection[] = [
  {
    key: 'articles',
    label: '文章',
    icon: icons.edit,
    view: lazy(() => import('./sections/articles/ArticlesSection.tsx')),
  },
  {
    key: 'talks',
    label: '说说',
    icon: icons.chat,
    view: lazy(() => import('./sections/talks/TalksSection.tsx')),
  },
  {
    key: 'albums',
    label: '相册',
    icon: icons.photo,
    view: lazy(() => import('./sections/albums/AlbumsSection.tsx')),
  },
  {
    key: 'overview',
    label: '概览',
    icon: icons.eye,
    view: lazy(() => import('./sections/overview/OverviewSection.tsx')),
  },
  {
    key: 'moderation',
    label: '审核',
    icon: icons.comment,
    view: lazy(() => import('./sections/moderation/ModerationSection.tsx')),
    count: getHeldCount,
  },
  {
    key: 'pages',
    label: '页面',
    icon: icons.link,
    view: lazy(() => import('./sections/pages/PagesSection.tsx')),
  },
  {
    key: 'users',
    label: '用户',
    icon: icons.users,
    view: lazy(() => import('./sections/users/UsersSection.tsx')),
  },
  {
    key: 'site',
    label: '站点',
    icon: icons.info,
    view: lazy(() => import('./sections/site/SiteSection.tsx')),
  },
]

export const DESK_BASE = '/desk'

/** `/desk/articles/write` → the articles section and '/write'; unknown sections answer null. */
export function sectionFor(path: string): { section: DeskSection; subpath: string } | null {
  const rest = path.startsWith(DESK_BASE) ? path.slice(DESK_BASE.length) : path
  const [, key = '', ...more] = rest.split('/')
  if (key === '') {
    const first = SECTIONS[0]
    return first ? { section: first, subpath: '' } : null
  }
  const section = SECTIONS.find((s) => s.key === key)
  return section ? { section, subpath: more.length > 0 ? `/${more.join('/')}` : '' } : null
}

export const sectionPath = (section: DeskSection, subpath = ''): string =>
  `${DESK_BASE}/${section.key}${subpath}`
