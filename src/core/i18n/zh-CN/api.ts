// The API layer's toasts (docs/api.md §1.1): page-wide, so they follow the page's `<html lang>`.
import { MSG } from '../../contract/constants.ts'

export const api = { ...MSG, timeout: '请求超时' }
