import type { ChangeEvent, RefObject } from 'react'
import { uploadImage } from '../../core/api/index.ts'
import { compressImage } from '../../core/image/index.ts'
import { toastFailure, useStyles } from '../../widgets/ui/index.ts'
import sectionsCss from './sections.css?inline'

/** The date part of an ISO time, as the desk's rows show it. */
export const day = (iso: string): string => iso.slice(0, 10)

/** The minute of an ISO time, `YYYY-MM-DD HH:mm` (UTC, as stored). */
export const minute = (iso: string): string => iso.slice(0, 16).replace('T', ' ')

/** Adopts the sections' styles into the root the section renders in. */
export function useSectionStyles(ref: RefObject<Element | null>): void {
  useStyles(ref, sectionsCss)
}

/**
 * The picture chosen in a file input, compressed as the chat does and uploaded; its address, or
 * null when nothing was chosen or the upload failed (the failure is toasted).
 */
export async function uploadPicked(event: ChangeEvent<HTMLInputElement>): Promise<string | null> {
  const file = event.target.files?.[0]
  // cleared so that choosing the same file again uploads it again
  event.target.value = ''
  if (!file) return null
  try {
    const { url } = await uploadImage(await compressImage(file), { filename: file.name })
    return url
  } catch (error) {
    toastFailure(error, '上传失败')
    return null
  }
}
