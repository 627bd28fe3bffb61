// The state a widget's component tests share through the page (session, config, the rendered tree),
// put back between tests in one place.
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { resetConfig } from '../../core/config/index.ts'
import { setSession } from './session.ts'

/**
 * Registers the hooks that make each test of the file start as an anonymous visitor with the
 * default config and nothing rendered (and leave it so). Call once at the top level.
 */
export function resetWidgetStateEachTest(): void {
  beforeEach(() => setSession(null))
  afterEach(() => {
    cleanup()
    resetConfig()
    setSession(null)
  })
}
