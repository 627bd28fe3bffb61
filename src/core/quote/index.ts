export * from './quote.ts'
