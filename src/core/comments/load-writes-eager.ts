import * as writes from './comments-writes.ts'
import type { loadWrites as lazy } from './load-writes.ts'

/**
 * The blog's own build (src/host) takes the writes with the section's chunk: as a chunk of their
 * own, the bundler pulled the app's shared base (the API client, the toasts, the constants) out of
 * the first load into extra files, 0.7 KB more on every page.
 */
export const loadWrites: typeof lazy = () => Promise.resolve(writes)
