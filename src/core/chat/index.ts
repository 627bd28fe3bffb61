export * from './client.ts'
export { mergeMessages } from './merge.ts'
export { parseServerFrame, toChatMessage } from './parse.ts'
