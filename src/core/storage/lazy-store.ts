import type { StoreApi } from 'zustand/vanilla'

/**
 * A store created on first use instead of at import.
 *
 * Page-wide stores restore themselves from storage, which needs the configured passphrase; hosts
 * import the core first and call `configure` after (imports are hoisted). Restoring at import would
 * read with the default passphrase, fail to decrypt and drop a good session. Deferring creation to
 * the first `getState`/`subscribe` (a render, a request) lets `configure` run first.
 */
export function lazyStore<S>(create: () => StoreApi<S>): StoreApi<S> & { isCreated(): boolean } {
  let store: StoreApi<S> | null = null
  const real = (): StoreApi<S> => {
    store ??= create()
    return store
  }
  // zustand types setState as an overload pair; forwarding both arguments satisfies either form.
  const setState = ((partial: unknown, replace?: boolean) =>
    (real().setState as (partial: unknown, replace?: boolean) => void)(
      partial,
      replace,
    )) as StoreApi<S>['setState']
  return {
    getState: () => real().getState(),
    getInitialState: () => real().getInitialState(),
    setState,
    subscribe: (listener) => real().subscribe(listener),
    isCreated: () => store !== null,
  }
}
