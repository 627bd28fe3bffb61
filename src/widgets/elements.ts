// `xiaozhan/elements`: registers every <xz-*> tag at once, for bundler users who want the
// custom elements over their own React. Script-tag users load the lazy loader instead.
// Every widget folder's element.ts, as in registry.ts (Vite expands this at build time).
import.meta.glob('./*/element.ts', { eager: true })
