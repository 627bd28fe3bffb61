import { type ChangeEvent, type RefObject, useState } from 'react'
import { uploadImage } from '../../../core/api/index.ts'
import { compressImage } from '../../../core/image/index.ts'
import { toast } from '../../../core/toast/index.ts'
import { toastFailure, useConfirm, useStyles } from '../../ui/index.ts'
import sectionsCss from './sections.css?inline'

/** The date part of an ISO time, as the desk's rows show it. */
export const day = (iso: string): string => iso.slice(0, 10)

/** The minute of an ISO time, `YYYY-MM-DD HH:mm` (UTC, as stored). */
export const minute = (iso: string): string => iso.slice(0, 16).replace('T', ' ')

/** Adopts the sections' styles into the root the section renders in. */
export function useSectionStyles(ref: RefObject<Element | null>): void {
  useStyles(ref, sectionsCss)
}

/** Runs a save: `busy` while it runs, success toasts `done`, failure the server's words under `failed`. */
export function useSave() {
  const [busy, setBusy] = useState(false)
  const save = async <T>(action: () => Promise<T>, done: string, failed = '保存失败'): Promise<T | null> => {
    setBusy(true)
    try {
      const result = await action()
      toast.success(done)
      return result
    } catch (error) {
      toastFailure(error, failed)
      return null
    } finally {
      setBusy(false)
    }
  }
  return { busy, save }
}

export interface RowAct {
  /** the row being changed, or null */
  busy: number | null
  /**
   * Asks `question` first (when given), runs the action for row `id`, toasts `done`, then calls
   * `after` (usually the list's reload); a failure toasts the server's words.
   */
  act(id: number, question: string | null, action: () => Promise<unknown>, done: string): Promise<void>
}

/** One change at a time per list, each asked first when it cannot be undone. */
export function useRowAct(after: () => void) {
  const [busy, setBusy] = useState<number | null>(null)
  const { confirm, dialog } = useConfirm()
  const act: RowAct['act'] = async (id, question, action, done) => {
    if (question && !(await confirm(question, { danger: true, okText: '确定' }))) return
    setBusy(id)
    try {
      await action()
      toast.success(done)
      after()
    } catch (error) {
      toastFailure(error, '操作失败')
    } finally {
      setBusy(null)
    }
  }
  return { busy, act, dialog }
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
