// The core layer's test data, one import for every story and test: people, pictures, articles,
// comments and times. Never imported by shipped code.
export * from './articles.ts'
export * from './comments.ts'
export * from './images.ts'
export * from './people.ts'
export * from './time.ts'
