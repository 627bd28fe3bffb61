// The toasts' stack, fetched with the first toast (src/widgets/ui/ToastStack.tsx).
export const toastStack = { close: '关闭通知' }
