// The English catalogue: every namespace in one module, fetched the first time a widget on the
// page speaks English (catalogue.ts). Typed by the Chinese catalogue, so no key can go missing.
import type { Catalogue } from '../catalogue.ts'
import { api } from './api.ts'
import { chat, chatPanel } from './chat.ts'
import { counters } from './counters.ts'
import { authForm, login, rules } from './login.ts'
import { notifications, notifyList } from './notifications.ts'
import { reactions } from './reactions.ts'
import { search, searchPanel } from './search.ts'
import { badge, closeButton, confirmDialog, failure, toastStack, ui } from './ui.ts'

export const en: Catalogue = {
  ui,
  failure,
  badge,
  closeButton,
  confirmDialog,
  toastStack,
  api,
  counters,
  reactions,
  login,
  authForm,
  rules,
  search,
  searchPanel,
  notifications,
  notifyList,
  chat,
  chatPanel,
}
