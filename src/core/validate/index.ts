export * from './validate.ts'
