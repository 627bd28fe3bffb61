export * from './compress.ts'
export * from './pick.ts'
export * from './quality.ts'
