export * from './comments-store.ts'
