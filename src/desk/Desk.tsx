import { type MouseEvent, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  Drawer,
  Empty,
  fieldCss,
  Icon,
  isPlainClick,
  Loading,
  pagerCss,
  type ThemeSetting,
  Toaster,
  uiCss,
  useConfirm,
  WidgetRoot,
} from '../widgets/ui/index.ts'
import { ThemeSwitch } from '../widgets/ui/ThemeSwitch.tsx'
import deskCss from './desk.css?inline'
import { type Dirty, LEAVE_QUESTION, type LeaveGuard, LeaveGuardContext } from './leave-guard.ts'
import type { DeskSection, SectionProps } from './section.ts'
import { DESK_BASE, SECTIONS, sectionFor, sectionPath } from './sections.ts'
import { useSectionCounts } from './section-counts.ts'
import * as icons from '../widgets/ui/icons.ts'

export const DESK_CSS: string[] = [uiCss, fieldCss, pagerCss, deskCss]

export interface DeskProps {
  /** the address, from `/desk` on (`/desk/articles/write`) */
  path: string
  /** the query string with its '?' */
  search?: string
  /** moves the page (the host's router); `replace` keeps the history entry */
  onNavigate(to: string, options?: { replace?: boolean }): void
  theme?: ThemeSetting | string
}

/**
 * The owner's desk: the sections menu (a sidebar on desktop, a drawer on phones) and the open
 * section. Leaving a page with unsaved changes asks first.
 */
export function Desk({ path, search = '', onNavigate, theme }: DeskProps) {
  const found = sectionFor(path)
  const [menu, setMenu] = useState(false)
  const { confirm, dialog } = useConfirm()
  const dirty = useRef<Dirty | null>(null)
  const guard = useMemo<LeaveGuard>(() => ({ set: (d) => (dirty.current = d) }), [])

  const navigate = useCallback(
    async (to: string, options?: { replace?: boolean }) => {
      if (dirty.current?.() && !(await confirm(LEAVE_QUESTION, { danger: true, okText: '离开' }))) return
      dirty.current = null
      setMenu(false)
      onNavigate(to, options)
    },
    [confirm, onNavigate],
  )
  const sectionNavigate = useCallback<SectionProps['navigate']>((to, o) => void navigate(to, o), [navigate])

  // a bare /desk shows the first section under its own address
  useEffect(() => {
    const first = SECTIONS[0]
    if (first && (path === DESK_BASE || path === `${DESK_BASE}/`))
      onNavigate(sectionPath(first), { replace: true })
  }, [path, onNavigate])

  const label = found?.section.label

  const counts = useSectionCounts(SECTIONS, path)
  const nav = <SectionNav current={found?.section ?? null} counts={counts} onGo={(to) => void navigate(to)} />
  const View = found?.section.view
  return (
    <WidgetRoot theme={theme} css={DESK_CSS} className="xz-desk">
      <Toaster />
      <LeaveGuardContext.Provider value={guard}>
        <div className="xz-desk__frame">
          <aside className="xz-desk__side" aria-label="管理菜单">
            <DeskBrand />
            {nav}
            <SiteLink onGo={(to) => void navigate(to)} />
          </aside>
          <div className="xz-desk__body">
            <div className="xz-desk__bar">
              <button
                type="button"
                className="xz-desk__icon-btn xz-desk__menu-btn"
                aria-label="打开管理菜单"
                aria-expanded={menu}
                onClick={() => setMenu(true)}
              >
                <Icon icon={icons.menu} size={22} />
              </button>
              <span className="xz-desk__bar-title">{label ?? '管理'}</span>
              <ThemeSwitch className="xz-desk__icon-btn" iconSize={18} />
            </div>
            <main className="xz-desk__main" id="desk-main">
              {View && found ? (
                <Suspense fallback={<Loading />}>
                  <View subpath={found.subpath} search={search} navigate={sectionNavigate} />
                </Suspense>
              ) : (
                <Empty text="没有这个管理页面" />
              )}
            </main>
          </div>
        </div>
        <Drawer
          open={menu}
          onClose={() => setMenu(false)}
          title="管理"
          placement="left"
          mobileWidth="78%"
          className="xz-desk__drawer"
        >
          {nav}
          <SiteLink onGo={(to) => void navigate(to)} />
        </Drawer>
      </LeaveGuardContext.Provider>
      {dialog}
    </WidgetRoot>
  )
}

/** A link the router handles on a plain click; new tabs and the like stay the browser's. */
function go(onGo: (to: string) => void, to: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    onGo(to)
  }
}

function SectionNav({
  current,
  counts,
  onGo,
}: {
  current: DeskSection | null
  counts: Record<string, number>
  onGo(to: string): void
}) {
  return (
    <nav className="xz-desk__nav" aria-label="管理分区">
      <ul>
        {SECTIONS.map((s) => {
          const here = s === current
          return (
            <li key={s.key}>
              <a
                href={sectionPath(s)}
                className={here ? 'xz-desk__nav-link is-active' : 'xz-desk__nav-link'}
                aria-current={here ? 'page' : undefined}
                onClick={go(onGo, sectionPath(s))}
              >
                <Icon icon={s.icon} size={18} />
                {s.label}
                {counts[s.key] ? (
                  <span className="xz-desk__nav-count" title={`${counts[s.key]} 条待处理`}>
                    {counts[s.key]}
                  </span>
                ) : null}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function DeskBrand() {
  return (
    <div className="xz-desk__brand">
      <span className="xz-desk__brand-name">小站 · 管理</span>
      <ThemeSwitch className="xz-desk__icon-btn" iconSize={18} />
    </div>
  )
}

function SiteLink({ onGo }: { onGo(to: string): void }) {
  return (
    <a href="/home" className="xz-desk__site-link" onClick={go(onGo, '/home')}>
      <Icon icon={icons.arrowLeft} size={16} />
      回到站点
    </a>
  )
}
