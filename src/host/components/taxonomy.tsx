import type { ReactNode } from 'react'
import { Link } from 'wouter'

/** The card of the category and tag pages: their list, then a link to browse the other way. */
export function TaxonomyCard({ other, children }: { other: 'category' | 'tag'; children: ReactNode }) {
  return (
    <div className="xz-page xz-page--narrow">
      <section className="xz-card xz-taxonomy">
        {children}
        <p className="xz-taxonomy__more">
          <Link href={`/${other}`}>{other === 'tag' ? '按标签浏览 →' : '按分类浏览 →'}</Link>
        </p>
      </section>
    </div>
  )
}
