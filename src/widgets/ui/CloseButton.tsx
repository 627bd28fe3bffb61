import { Icon } from './Icon.tsx'
import close from './close-button.css?inline'
import { usePrimitiveStyles } from './styles.ts'
import * as icons from './icons.ts'

/** The ✕'s styles, for a close button of another shape (a toast's). */
export const closeCss: string = close

// ✕ on its own module: widgets that show it outside a dialog (the chat's panel) need not carry the dialog
export function CloseButton({ onClick, label = '关闭' }: { onClick: () => void; label?: string }) {
  usePrimitiveStyles(closeCss)
  return (
    <button
      type="button"
      className="xz-close"
      part="close-button"
      aria-label={label}
      data-modal-close=""
      onClick={onClick}
    >
      <Icon icon={icons.close} size={18} />
    </button>
  )
}
