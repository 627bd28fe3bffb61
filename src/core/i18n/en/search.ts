import type { Catalogue } from '../catalogue.ts'

export const search: Catalogue['search'] = {
  open: 'Search',
  label: 'Search articles',
}

export const searchPanel: Catalogue['searchPanel'] = {
  placeholder: 'Search the articles',
  searching: 'Searching',
  searchingLong: 'Searching…',
  clear: 'Clear the text',
  cancel: 'Cancel',
  failed: 'Search failed, please retry later',
  none: 'No matching articles',
  choose: 'choose',
  openKey: 'open',
  closeKey: 'close',
  history: 'Recent searches',
  clearHistory: 'Clear',
  hot: 'Popular articles',
  noHot: 'No popular articles yet',
  loadingHot: 'Loading popular articles',
  results: 'Search results',
}
