export { canonicalPagePath, canonicalSiteOrigin, PAGE_PATH_MAX } from './page-path.ts'
