import { type ComponentType, useEffect, useRef, useState } from 'react'

/** A component fetched on first opening; `preload()` fetches it ahead (tests, a hover). */
export type UntilOpen<P> = ComponentType<P> & { preload(): Promise<void> }

/**
 * A component fetched the first time its `open` prop is true, then kept mounted: a closed modal
 * must stay in the tree so that closing runs while it is connected (the browser then gives focus
 * back to the opener). Until it has arrived `fallback` renders (nothing by default, as for a closed
 * modal); a failed fetch is tried again on the next render. Once fetched, every instance renders
 * it at once.
 */
export function untilOpen<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P> | null = null,
): UntilOpen<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (component) => {
        loaded = component
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }

  function Deferred(props: P) {
    const opened = useRef(false)
    if (props.open) opened.current = true
    const [, arrived] = useState(0)
    useEffect(() => {
      if (opened.current && !loaded)
        void preload().then(
          () => arrived((n) => n + 1),
          () => {},
        )
    })
    if (!opened.current) return null
    const Shown = loaded ?? fallback
    return Shown ? <Shown {...props} /> : null
  }
  return Object.assign(Deferred, { preload })
}
