import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import type { ConfirmOptions } from './ConfirmDialog.tsx'

const LazyConfirmDialog = lazy(() =>
  import('./ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
)

export type ConfirmFn = (message: ReactNode, options?: ConfirmOptions) => Promise<boolean>

interface Request {
  message: ReactNode
  options: ConfirmOptions
}

/**
 * Imperative confirmation: `const { confirm, dialog } = useConfirm()`, render `{dialog}` somewhere
 * inside the widget, then `if (await confirm('确定删除吗?', { danger: true })) …`.
 * A second call while one is open answers the first with false; unmounting answers false.
 */
export function useConfirm(): { confirm: ConfirmFn; dialog: ReactNode } {
  const [request, setRequest] = useState<Request | null>(null)
  const [asked, setAsked] = useState(false)
  const pending = useRef<((ok: boolean) => void) | null>(null)

  const confirm = useCallback<ConfirmFn>(
    (message, options = {}) =>
      new Promise<boolean>((resolve) => {
        pending.current?.(false)
        pending.current = resolve
        setRequest({ message, options })
        setAsked(true)
      }),
    [],
  )

  const settle = useCallback((ok: boolean) => {
    const resolve = pending.current
    pending.current = null
    setRequest(null)
    resolve?.(ok)
  }, [])

  useEffect(
    () => () => {
      pending.current?.(false)
      pending.current = null
    },
    [],
  )

  // the dialog's code is fetched on the first question, not with the widget; once there it stays
  // mounted so that closing animates like any dialog
  const dialog = asked ? (
    <Suspense fallback={null}>
      <LazyConfirmDialog
        open={request !== null}
        message={request?.message ?? ''}
        {...request?.options}
        onResult={settle}
      />
    </Suspense>
  ) : null
  return { confirm, dialog }
}
