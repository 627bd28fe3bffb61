import type { RefObject } from 'react'
import { useStyles } from '../widgets/ui/index.ts'
import mediaCss from './media.css?inline'

/** Adopts the talks' and albums' styles into the root their section renders in (only they use them). */
export function useMediaStyles(ref: RefObject<Element | null>): void {
  useStyles(ref, mediaCss)
}
