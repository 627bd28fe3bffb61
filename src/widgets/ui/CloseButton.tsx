import { Icon } from './Icon.tsx'

// ✕ on its own module: widgets that show it outside a dialog (the chat's panel) need not carry the dialog
export function CloseButton({ onClick, label = '关闭' }: { onClick: () => void; label?: string }) {
  return (
    <button
      type="button"
      className="xz-close"
      part="close-button"
      aria-label={label}
      data-modal-close=""
      onClick={onClick}
    >
      <Icon name="close" size={18} />
    </button>
  )
}
