export { articlePath, type OpenArticleDetail, Search, type SearchProps } from './Search.tsx'
export { Highlighted, SEARCH_DEBOUNCE_MS } from './SearchPanel.tsx'
