import { Spinner } from './Spinner.tsx'
import statesCss from './states.css?inline'
import { usePrimitiveStyles } from './styles.ts'

export interface LoadingProps {
  /** default "加载中…" */
  text?: string
  className?: string
}

export function Loading({ text = '加载中…', className }: LoadingProps) {
  usePrimitiveStyles(statesCss)
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
