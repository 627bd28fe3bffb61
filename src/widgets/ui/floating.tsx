import {
  autoUpdate,
  flip,
  offset,
  type Placement,
  shift,
  useFloating,
  useMergeRefs,
} from '@floating-ui/react'
import { cloneElement, type HTMLAttributes, type ReactElement, type Ref } from 'react'

export type { Placement }

/**
 * The trigger's own ref: a prop in React 19 (and Preact 11), a field of the element before.
 * Reading `element.ref` only when the prop is absent avoids React 19's deprecation warning.
 */
function refOf(element: ReactElement): Ref<HTMLElement> | undefined {
  const props = element.props as { ref?: Ref<HTMLElement> }
  if (props && 'ref' in props) return props.ref
  return (element as unknown as { ref?: Ref<HTMLElement> | null }).ref ?? undefined
}

/** Positioning shared by Tooltip and Popover: fixed strategy (no portal), flip and shift inside the viewport. */
export function usePlacedFloating(
  open: boolean,
  onOpenChange: (open: boolean) => void,
  placement: Placement,
  gap: number,
) {
  return useFloating({
    open,
    onOpenChange,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(gap), flip({ padding: 8 }), shift({ padding: 8 })],
  })
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
  const ref = useMergeRefs<HTMLElement>([setReference, refOf(element)])
  return (getReferenceProps) =>
    cloneElement(
      element as ReactElement<HTMLAttributes<HTMLElement>>,
      getReferenceProps({
        ...(element.props as Record<string, unknown>),
        ref,
      }) as HTMLAttributes<HTMLElement>,
    )
}
