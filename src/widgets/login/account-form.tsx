import { type FormEvent, type ReactNode, useRef } from 'react'
import { fieldCss, uiCss, useStyles } from '../ui/index.ts'
import accountCss from './account.css?inline'

/** The frame both account panels share: a labelled form with its styles and the submit row. */
export function AccountForm({
  label,
  onSubmit,
  actions,
  children,
}: {
  label: string
  onSubmit: (event: FormEvent) => void
  actions: ReactNode
  children: ReactNode
}) {
  const ref = useRef<HTMLFormElement>(null)
  useStyles(ref, uiCss, fieldCss, accountCss)
  return (
    <form ref={ref} className="xz-account-form" onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      <div className="xz-account-form__actions">{actions}</div>
    </form>
  )
}
