import type { Catalogue } from '../catalogue.ts'

export const ui: Catalogue['ui'] = {
  loading: 'Loading…',
  empty: 'Nothing here yet',
  loadFailed: 'Failed to load',
  retry: 'Retry',
}

export const failure: Catalogue['failure'] = {
  loadFailed: ui.loadFailed,
  network: 'Network error, please check your connection and retry',
  gone: 'This no longer exists or was deleted',
}

export const badge: Catalogue['badge'] = {
  dot: 'Unread',
  count: (n) => `${n} unread`,
}

export const closeButton: Catalogue['closeButton'] = { close: 'Close' }

export const confirmDialog: Catalogue['confirmDialog'] = {
  title: 'Please confirm',
  ok: 'OK',
  cancel: 'Cancel',
}

export const toastStack: Catalogue['toastStack'] = { close: 'Close notification' }
