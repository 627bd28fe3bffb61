import { useEffect } from 'react'

/** Rendered beside lazy content inside its Suspense: mounts when that content's code has arrived and shows. */
export function WhenShown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown])
  return null
}
