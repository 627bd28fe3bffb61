// The shared ui states as a user meets them in component tests.
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'

/** A widget's error state: the alert that offers 重试 (toasts are alerts too, but without it). */
export function findErrorState(): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .queryAllByRole('alert')
      .find((alert) => within(alert).queryByRole('button', { name: '重试' }))
    if (!found) throw new Error('no error state yet')
    return found
  })
}

/**
 * The error state shows `message`; after `recover()` (the server answers again) the user clicks its
 * 重试, and the caller checks what loads.
 */
export async function retryFromErrorState(
  user: UserEvent,
  message: string,
  recover: () => void,
): Promise<void> {
  const alert = await findErrorState()
  expect(alert.textContent).toContain(message)
  recover()
  await user.click(within(alert).getByRole('button', { name: '重试' }))
}

/**
 * How long to wait for what a widget fetches on first use (the lightbox, the login form): vitest
 * transforms that code only then, which on a busy shared machine can outlast findBy's one second.
 */
export const LAZY_LOAD = { timeout: 5000 }
