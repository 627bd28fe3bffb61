// The whole Chinese catalogue, for tests and tools: a widget imports its own namespace's module
// instead, so that its chunk carries only its own words (docs/architecture.md §4 Locales).
import type { Catalogue } from '../catalogue.ts'
import * as api from './api.ts'
import * as authForm from './auth-form.ts'
import * as badge from './badge.ts'
import * as chat from './chat.ts'
import * as chatPanel from './chat-panel.ts'
import * as closeButton from './close-button.ts'
import * as confirmDialog from './confirm-dialog.ts'
import * as counters from './counters.ts'
import * as failure from './failure.ts'
import * as login from './login.ts'
import * as notifications from './notifications.ts'
import * as notifyList from './notify-list.ts'
import * as reactions from './reactions.ts'
import * as rules from './rules.ts'
import * as search from './search.ts'
import * as searchPanel from './search-panel.ts'
import * as toastStack from './toast-stack.ts'
import * as ui from './ui.ts'

export const zh: Catalogue = {
  ...api,
  ...authForm,
  ...badge,
  ...chat,
  ...chatPanel,
  ...closeButton,
  ...confirmDialog,
  ...counters,
  ...failure,
  ...login,
  ...notifications,
  ...notifyList,
  ...reactions,
  ...rules,
  ...search,
  ...searchPanel,
  ...toastStack,
  ...ui,
}
