import type { InputHTMLAttributes, ReactNode } from 'react'
import field from './field.css?inline'

/** FormField's and `.xz-input`'s styles: a widget with a form passes them beside uiCss. */
export const fieldCss: string = field

export interface FormFieldProps {
  label: ReactNode
  /** a short note beside the label ("选填") */
  hint?: ReactNode
  /** the control's id; without it the label is a caption (a group of buttons, a picker) */
  htmlFor?: string
  /** the message under the control; the control should point at `errorId` with aria-describedby */
  error?: string
  errorId?: string
  /** a fieldset with a legend, for a group of radios or checkboxes */
  group?: boolean
  className?: string
  children: ReactNode
}

/** A form row: the label, the control and, when invalid, its message (announced as it appears). Styles: fieldCss. */
export function FormField({
  label,
  hint,
  htmlFor,
  error,
  errorId,
  group,
  className,
  children,
}: FormFieldProps) {
  const classes = ['xz-field', error ? 'xz-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')
  const caption = (
    <>
      {label}
      {hint ? <span className="xz-field__hint">{hint}</span> : null}
    </>
  )
  const message = error ? (
    <p className="xz-field__error" id={errorId} role="alert">
      {error}
    </p>
  ) : null
  if (group) {
    return (
      <fieldset className={classes}>
        <legend className="xz-field__label">{caption}</legend>
        {children}
        {message}
      </fieldset>
    )
  }
  return (
    <div className={classes}>
      {htmlFor ? (
        <label className="xz-field__label" htmlFor={htmlFor}>
          {caption}
        </label>
      ) : (
        <span className="xz-field__label">{caption}</span>
      )}
      {children}
      {message}
    </div>
  )
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode
  hint?: ReactNode
  /** the input's id; its message gets `<id>-error` */
  id: string
  /** shown under the input, which is then marked invalid and described by it */
  error?: string | null
}

/** A labelled one-line input with its message wired for screen readers: the usual form row. Styles: fieldCss. */
export function TextField({ label, hint, id, error, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`
  return (
    <FormField label={label} hint={hint} htmlFor={id} error={error ?? undefined} errorId={errorId}>
      <input
        id={id}
        className={className ? `xz-input ${className}` : 'xz-input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
    </FormField>
  )
}
