import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'

/**
 * Presses each step's keys (user-event syntax, e.g. `{ArrowLeft}{ArrowLeft}`) and checks what
 * `read` shows after them: a keyboard walk written as the table a reader would draw.
 */
export async function walkKeys<T>(
  user: UserEvent,
  read: () => T,
  steps: readonly (readonly [keys: string, shows: T])[],
): Promise<void> {
  for (const [keys, shows] of steps) {
    await user.keyboard(keys)
    expect(read(), `after ${keys}`).toBe(shows)
  }
}
