export { type PageStats, type PageViewInfo, pageStats } from './page-stats.ts'
