export * from './storage.ts'
