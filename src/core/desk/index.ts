// The owner's desk, framework-free: the writing page's form, store and commands, drafts, uploads.
export * from './article-form.ts'
export * from './articles.ts'
export * from './drafts.ts'
export * from './editor-commands.ts'
export * from './upload-queue.ts'
export * from './writer.ts'
