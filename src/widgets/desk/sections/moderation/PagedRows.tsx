import type { ReactNode } from 'react'
import type { Paged } from '../../../../core/contract/index.ts'
import { Empty, type Loaded, Pager, pageCount } from '../../../ui/index.ts'
import { WhenLoaded } from '../parts.tsx'

interface PagedRowsProps<T> {
  label: string
  empty: string
  loaded: Loaded<Paged<T>>
  current: number
  onPage(current: number): void
  row(item: T): ReactNode
}

/** A paged list of a pane: loading, error, empty, the rows and the pager. */
export function PagedRows<T>({ label, empty, loaded, current, onPage, row }: PagedRowsProps<T>) {
  return (
    <WhenLoaded loaded={loaded}>
      {(page) => (
        <>
          {page.list.length === 0 ? (
            <Empty text={empty} />
          ) : (
            <ul className="xz-desk-rows" aria-label={label} aria-busy={loaded.status === 'loading'}>
              {page.list.map(row)}
            </ul>
          )}
          <Pager page={current} pages={pageCount(page.total, page.size)} onPage={onPage} />
        </>
      )}
    </WhenLoaded>
  )
}
