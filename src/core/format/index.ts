export * from './format.ts'
