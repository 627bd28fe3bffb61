export {
  articlePath,
  Highlighted,
  type OpenArticleDetail,
  SEARCH_DEBOUNCE_MS,
  Search,
  type SearchProps,
} from './Search.tsx'
