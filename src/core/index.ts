// The framework-free core: everything a widget or the host needs, without React.
export * from './contract/index.ts'
export * from './config/index.ts'
export * from './toast/index.ts'
export * from './storage/index.ts'
export { lazyStore } from './storage/lazy-store.ts'
export * as api from './api/index.ts'
export {
  ApiError,
  type ApiErrorKind,
  describeFailure,
  type Failure,
  type FailureNotice,
  isApiError,
  toastMessageFor,
} from './api/failure.ts'
export { type AuthBridge, type CallOptions, setAuthBridge } from './api/client.ts'
export * from './session/index.ts'
export * from './prefs/index.ts'
export * from './search/index.ts'
export * from './notify/index.ts'
export * from './validate/index.ts'
export * from './format/index.ts'
export * from './chat/index.ts'
export * from './image/index.ts'
export * from './quote/index.ts'
export * from './like/index.ts'
