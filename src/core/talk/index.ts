export * from './talk-store.ts'
