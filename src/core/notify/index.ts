export * from './notify-store.ts'
export * from './rules.ts'
export { isMarkup, type RenderableMessage, renderableMessage } from './markup.ts'
