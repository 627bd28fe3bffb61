export * from './album.ts'
export * from './article.ts'
export { cached } from './cached.ts'
export * from './category.ts'
export * from './chat.ts'
export {
  type AuthBridge,
  type CallOptions,
  del,
  get,
  getHttp,
  getStatic,
  type Method,
  post,
  put,
  type RequestOptions,
  request,
  seg,
  setAuthBridge,
} from './client.ts'
export * from './comment.ts'
export * from './desk.ts'
export * from './failure.ts'
export * from './link.ts'
export * from './message.ts'
export * from './notify.ts'
export * from './site.ts'
export * from './talk.ts'
export * from './upload.ts'
export * from './user.ts'
export * from './page.ts'
export * from './desk-sites.ts'
export * from './notices.ts'
export * from './moderation.ts'
