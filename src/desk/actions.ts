import { useState } from 'react'
import { toast } from '../core/toast/index.ts'
import { toastFailure, useConfirm } from '../widgets/ui/index.ts'

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

export interface RowActOptions {
  /** the confirm button's text; '确定' unless given */
  okText?: string
  /** the failure toast's title; '操作失败' unless given */
  failed?: string
}

export interface RowAct {
  /** the row being changed, or null */
  busy: number | null
  /**
   * Asks `question` first (when given), runs the action for row `id`, toasts `done`, then calls
   * `after` (usually the list's reload); a failure toasts the server's words. True when it ran and
   * succeeded.
   */
  act(
    id: number,
    question: string | null,
    action: () => Promise<unknown>,
    done: string,
    options?: RowActOptions,
  ): Promise<boolean>
}

/** One change at a time per list, each asked first when it cannot be undone. */
export function useRowAct(after: () => void) {
  const [busy, setBusy] = useState<number | null>(null)
  const { confirm, dialog } = useConfirm()
  const act: RowAct['act'] = async (id, question, action, done, options = {}) => {
    const { okText = '确定', failed = '操作失败' } = options
    if (question && !(await confirm(question, { danger: true, okText }))) return false
    setBusy(id)
    try {
      await action()
      toast.success(done)
      after()
      return true
    } catch (error) {
      toastFailure(error, failed)
      return false
    } finally {
      setBusy(null)
    }
  }
  return { busy, act, dialog }
}
