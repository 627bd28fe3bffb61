import { cloneElement, type HTMLAttributes, type ReactElement, type Ref, useCallback } from 'react'

type Side = 'top' | 'bottom' | 'left' | 'right'
/** Where a tooltip or popover sits beside its trigger (place.ts): a side, and optionally an end of it */
export type Placement = Side | `${Side}-start` | `${Side}-end`

/**
 * The trigger's own ref: a prop in React 19 (and Preact 11), a field of the element before.
 * Reading `element.ref` only when the prop is absent avoids React 19's deprecation warning.
 */
function refOf(element: ReactElement): Ref<HTMLElement> | undefined {
  const props = element.props as { ref?: Ref<HTMLElement> }
  if (props && 'ref' in props) return props.ref
  return (element as unknown as { ref?: Ref<HTMLElement> | null }).ref ?? undefined
}

type ReferencePropsGetter = (props?: Record<string, unknown>) => Record<string, unknown>

/**
 * Clones the trigger with the floating reference ref (merged with its own) and the interaction
 * props merged over its own handlers.
 */
export function useTrigger(
  element: ReactElement,
  setReference: (node: HTMLElement | null) => void,
): (getReferenceProps: ReferencePropsGetter) => ReactElement {
  const own = refOf(element)
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setReference(node)
      if (typeof own === 'function') own(node)
      else if (own) (own as { current: HTMLElement | null }).current = node
    },
    [setReference, own],
  )
  return (getReferenceProps) =>
    cloneElement(
      element as ReactElement<HTMLAttributes<HTMLElement>>,
      getReferenceProps({
        ...(element.props as Record<string, unknown>),
        ref,
      }) as HTMLAttributes<HTMLElement>,
    )
}
