export * from './toast.ts'
