export * from './client.ts'
export { mergeMessages } from './merge.ts'
export { parseServerFrame, toChatMessage } from './parse.ts'
export { acquireChat, CHAT_RELEASE_GRACE_MS, chatStore, PAGE_CHAT_WIRING } from './runtime.ts'
