export * from './session.ts'
