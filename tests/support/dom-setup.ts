// The toast stack is fetched with a page's first toast (src/widgets/ui/Toaster.tsx). Widget tests
// read a toast right after the action that raises it, so each file fetches the stack up front;
// Toaster.dom.test.ts covers the fetch itself on a fresh module.
import { beforeAll } from 'vitest'
import { loadToastStack } from '../../src/widgets/ui/Toaster.tsx'
import { emulateModalKeys } from './dialog-polyfill.ts'

emulateModalKeys(document)

beforeAll(async () => {
  await loadToastStack()
})
