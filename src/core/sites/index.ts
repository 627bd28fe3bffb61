export { SITE_NAME_MAX, SITE_ORIGIN_HINT, siteNameError, siteOriginError } from './site-fields.ts'
export { embedSnippets, type Snippet } from './snippets.ts'
