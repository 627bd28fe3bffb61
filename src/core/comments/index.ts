export * from './comments-store.ts'
export * from './guest.ts'
