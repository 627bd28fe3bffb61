// What a failed call says (src/widgets/ui/failure.ts, with the loading hook in their own chunk).
import { ui } from './ui.ts'

export const failure = {
  loadFailed: ui.loadFailed,
  network: '网络异常，请检查网络后重试',
  gone: '内容不存在或已被删除',
}
