import type { ReactNode } from 'react'
import { Button } from './Button.tsx'
import { Loading } from './Loading.tsx'
import statesCss from './states.css?inline'
import { usePrimitiveStyles } from './styles.ts'
import type { Loaded } from './use-load.ts'
import * as icons from './icons.ts'

export { Loading, type LoadingProps } from './Loading.tsx'
export { Spinner, type SpinnerProps } from './Spinner.tsx'

export interface EmptyProps {
  /** default "暂无内容" */
  text?: string
  /** extra content under the text, e.g. an action button */
  children?: ReactNode
  /** an illustration instead of the empty tray (decorative: mark it aria-hidden) */
  art?: ReactNode
  className?: string
}

/** An empty tray: drawn from a few shapes so it follows the theme colours. */
function EmptyArt() {
  return (
    <svg
      className="xz-state__art"
      width="96"
      height="72"
      viewBox="0 0 96 72"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="xz-state__shadow" cx="48" cy="64" rx="34" ry="5" />
      <path className="xz-state__box" d="M18 30 28 14h40l10 16v22a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4z" />
      <path className="xz-state__lid" d="M18 30h18l3 7h18l3-7h18" />
      <path className="xz-state__spark" d="M48 3v6M34 6l3 5M62 6l-3 5" />
    </svg>
  )
}

export function Empty({ text = '暂无内容', children, art, className }: EmptyProps) {
  usePrimitiveStyles(statesCss)
  return (
    <div className={className ? `xz-state xz-state--empty ${className}` : 'xz-state xz-state--empty'}>
      {art ?? <EmptyArt />}
      <p className="xz-state__text">{text}</p>
      {children}
    </div>
  )
}

export interface ErrorStateProps {
  /** default "加载失败" */
  message?: string
  /** shows a "重试" button */
  onRetry?: () => void
  /** default "重试" */
  retryText?: string
  className?: string
}

export function ErrorState({
  message = '加载失败',
  onRetry,
  retryText = '重试',
  className,
}: ErrorStateProps) {
  usePrimitiveStyles(statesCss)
  return (
    <div
      className={className ? `xz-state xz-state--error ${className}` : 'xz-state xz-state--error'}
      role="alert"
    >
      <span className="xz-state__icon" aria-hidden="true">
        <svg
          aria-hidden="true"
          width="40"
          height="40"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <circle cx="12" cy="12" r="9" />
          <path strokeLinecap="round" d="M12 7.5v5.5M12 16.3h.01" />
        </svg>
      </span>
      <p className="xz-state__text">{message}</p>
      {onRetry ? (
        <Button size="small" icon={icons.refresh} onClick={onRetry}>
          {retryText}
        </Button>
      ) : null}
    </div>
  )
}

export interface LoadedListProps<T> {
  loaded: Pick<Loaded<readonly T[]>, 'data' | 'status' | 'reload'>
  /** the error state's words ("分类加载失败") */
  failed: string
  /** the empty state's words ("还没有分类") */
  empty: string
  children: (list: readonly T[]) => ReactNode
}

/** A loaded list in its states: the failure with a retry, loading, empty, or the list itself. */
export function LoadedList<T>({ loaded, failed, empty, children }: LoadedListProps<T>) {
  const { data, status, reload } = loaded
  if (status === 'error') return <ErrorState message={failed} onRetry={reload} />
  if (!data) return <Loading />
  if (data.length === 0) return <Empty text={empty} />
  return children(data)
}
