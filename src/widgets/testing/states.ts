// The shared ui states as a user meets them in component tests.
import { screen, waitFor, within } from '@testing-library/react'

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
