import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { PAGE_NAMES } from '../paths.ts'
import { PageBanner } from './PageBanner.tsx'

interface TaxonomyPageProps {
  kind: 'category' | 'tag'
  subtitle?: string
  /** the list */
  children: ReactNode
}

/** The category and tag pages: the banner, then a card with their list and a link to browse the other way. */
export function TaxonomyPage({ kind, subtitle, children }: TaxonomyPageProps) {
  const [route, other] = kind === 'category' ? (['Category', 'tag'] as const) : (['Tag', 'category'] as const)
  return (
    <>
      <PageBanner route={route} title={PAGE_NAMES[`/${kind}`]} subtitle={subtitle} />
      <div className="xz-page xz-page--narrow">
        <section className="xz-card xz-taxonomy">
          {children}
          <p className="xz-taxonomy__more">
            <Link href={`/${other}`}>{other === 'tag' ? '按标签浏览 →' : '按分类浏览 →'}</Link>
          </p>
        </section>
      </div>
    </>
  )
}
