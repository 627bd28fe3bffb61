import type { ComponentType, MouseEvent } from 'react'
import { Empty, isPlainClick } from '../../widgets/ui/index.ts'
import type { SectionProps } from '../section.ts'
import { SectionPage } from './parts.tsx'

export interface Tab {
  /** after the section's address: '' for its start, '/links' … */
  subpath: string
  label: string
  Pane: ComponentType
}

interface TabbedPageProps extends SectionProps {
  /** the section's address, `/desk/<key>` */
  base: string
  title: string
  tabs: readonly Tab[]
}

/** A section whose parts are tabs, each its own address (so a tab can be linked and reloaded). */
export function TabbedPage({ base, title, tabs, subpath, navigate }: TabbedPageProps) {
  const tab = tabs.find((t) => t.subpath === subpath)
  const go = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    navigate(to)
  }
  return (
    <SectionPage id={base.split('/').pop() ?? ''} title={title}>
      <nav className="xz-desk-tabs" aria-label={`${title}分类`}>
        {tabs.map((t) => (
          <a
            key={t.subpath}
            href={base + t.subpath}
            aria-current={t === tab ? 'page' : undefined}
            onClick={go(base + t.subpath)}
          >
            {t.label}
          </a>
        ))}
      </nav>
      {tab ? <tab.Pane /> : <Empty text="没有这个管理页面" />}
    </SectionPage>
  )
}
