import { Spinner } from './Spinner.tsx'

export interface LoadingProps {
  /** default "加载中…" */
  text?: string
  className?: string
}

export function Loading({ text = '加载中…', className }: LoadingProps) {
  return (
    <div
      className={className ? `xz-state xz-state--loading ${className}` : 'xz-state xz-state--loading'}
      role="status"
    >
      <Spinner size="large" />
      <p className="xz-state__text">{text}</p>
    </div>
  )
}
