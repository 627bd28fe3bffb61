// The shared states' words (src/widgets/ui/States.tsx, Loading.tsx): in the runtime every widget
// loads, so kept to these four. The primitives in chunks of their own (the badge, the ✕, the
// confirmation, the toast stack, a failure's words) have namespaces of their own, so their words
// travel with them. Every string is exactly the one shown before locales existed.
export const ui = {
  loading: '加载中…',
  empty: '暂无内容',
  loadFailed: '加载失败',
  retry: '重试',
}
