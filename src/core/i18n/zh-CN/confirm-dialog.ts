// The confirmation dialog (src/widgets/ui/ConfirmDialog.tsx).
export const confirmDialog = { title: '提示', ok: '确定', cancel: '取消' }
