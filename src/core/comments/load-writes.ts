/**
 * The writes of a comment section (comments-writes.ts) arrive on first use: in the embeds and the
 * package a section's first screen is weighed without them. The blog's own build swaps this
 * module for load-writes-eager.ts (vite.config.ts).
 */
export const loadWrites = () => import('./comments-writes.ts')
