export * from './constants.ts'
export * from './entities.ts'
export * from './envelope.ts'
export * from './ws.ts'
