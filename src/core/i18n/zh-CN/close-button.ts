// The ✕ (src/widgets/ui/CloseButton.tsx).
export const closeButton = { close: '关闭' }
