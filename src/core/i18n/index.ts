export {
  type Catalogue,
  catalogueReady,
  loadCatalogue,
  messagesOf,
  type Namespace,
  type Words,
} from './catalogue.ts'
export { spoken } from './spoken.ts'
export { formatDate, formatNumber, plural, relativeTime } from './intl.ts'
export { DEFAULT_LOCALE, type Locale, localeOf, pageLocale, toLocale } from './locale.ts'
