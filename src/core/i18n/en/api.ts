import type { Catalogue } from '../catalogue.ts'

export const api: Catalogue['api'] = {
  tipTitle: 'Note',
  errorTitle: 'Error',
  loginExpired: 'Your login has expired',
  forbidden: 'Permission denied',
  notFound: 'No such endpoint',
  serverError: 'Server error',
  tooMany: 'Too many requests, please try again later',
  loginFirst: 'Please log in first',
  emptyChat: 'Please type a message before sending',
  usernameTaken: 'This username is already taken',
  timeout: 'The request timed out',
}
