import { type FormEvent, useCallback, useState } from 'react'
import { toastFailure } from './failure.ts'

export interface FormSubmitOptions {
  /** the fields' rules still fail (or an upload is still running): the submit only shows the errors */
  invalid: boolean
  /** the failure toast's fallback title when the server gives no words */
  failed: string
  /** sends the form and says so (toast, close, navigate); a throw is toasted as `failed` */
  save: () => Promise<unknown>
}

/**
 * A form's submit as the account, link and message forms do it: the first submit marks the form
 * `tried` (field errors show from then on, live), an invalid form or one already saving goes no
 * further, and `saving` holds the submit button busy while the request runs.
 */
export function useFormSubmit({ invalid, failed, save }: FormSubmitOptions) {
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (invalid || saving) return
    setSaving(true)
    try {
      await save()
    } catch (error) {
      toastFailure(error, failed)
    } finally {
      setSaving(false)
    }
  }

  /** a fresh form: errors hidden until the next submit */
  const reset = useCallback(() => {
    setTried(false)
    setSaving(false)
  }, [])

  return { tried, saving, submit, reset }
}
