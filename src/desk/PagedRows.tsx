import { type ReactNode, useState } from 'react'
import type { Paged } from '../core/contract/index.ts'
import { Empty, ErrorState, type Loaded, Loading, Pager, pageCount, useLoad } from '../widgets/ui/index.ts'
import { useRowAct } from './actions.ts'

/** Loading, then the failure with a retry, then the loaded value's view. */
export function WhenLoaded<T>({ loaded, children }: { loaded: Loaded<T>; children(data: T): ReactNode }) {
  if (loaded.status === 'error' && loaded.data === null)
    return <ErrorState message={loaded.error} onRetry={loaded.reload} />
  if (loaded.data === null) return <Loading />
  return <>{children(loaded.data)}</>
}

interface PagedRowsProps<T> {
  label: string
  empty: string
  loaded: Loaded<Paged<T>>
  current: number
  onPage(current: number): void
  /** the pages' addresses, where the page number is in the address */
  hrefFor?: (current: number) => string
  row(item: T): ReactNode
}

/** A paged list of the desk: loading, error, empty, the rows and the pager. */
export function PagedRows<T>({ label, empty, loaded, current, onPage, hrefFor, row }: PagedRowsProps<T>) {
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
          <Pager page={current} pages={pageCount(page.total, page.size)} onPage={onPage} hrefFor={hrefFor} />
        </>
      )}
    </WhenLoaded>
  )
}

/**
 * A pane's paged list: its filter and page, what is loaded for them (kept while the next page
 * loads), the rows' actions (which reload it), and the props PagedRows wants for paging.
 */
export function usePagedList<F extends object, T>(
  name: string,
  first: F,
  load: (query: F & { current: number }) => Promise<Paged<T>>,
) {
  const [query, setQuery] = useState<F & { current: number }>({ ...first, current: 1 })
  const list = useLoad(`${name}:${JSON.stringify(query)}`, () => load(query), { keep: true })
  const rows = useRowAct(list.reload)
  return {
    query,
    /** a new filter starts again at page 1 */
    filter: (next: (now: F) => F) => setQuery((q) => ({ ...next(q), current: 1 })),
    list,
    rows,
    paging: {
      loaded: list,
      current: query.current,
      onPage: (current: number) => setQuery((q) => ({ ...q, current })),
    },
  }
}
