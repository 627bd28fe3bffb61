import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { prefsStore } from '../../core/prefs/index.ts'
import { WidgetRoot } from './WidgetRoot.tsx'

afterEach(cleanup)

const themeOf = (text: string) => screen.getByText(text).closest('[data-theme]')?.getAttribute('data-theme')

describe('WidgetRoot theme', () => {
  beforeEach(() => prefsStore.getState().setTheme('dark'))
  afterEach(() => prefsStore.getState().setTheme('light'))

  it('without a theme of its own, follows the site preference', () => {
    render(<WidgetRoot>alone</WidgetRoot>)
    expect(themeOf('alone')).toBe('dark')
  })

  // the message board told theme="light" drew its entry's comments dark (the site preference)
  it('inside another widget, follows that widget rather than the site preference', () => {
    render(
      <WidgetRoot theme="light">
        <WidgetRoot>inner</WidgetRoot>
      </WidgetRoot>,
    )
    expect(themeOf('inner')).toBe('light')
  })

  it('its own theme wins over the enclosing one', () => {
    render(
      <WidgetRoot theme="light">
        <WidgetRoot theme="dark">inner</WidgetRoot>
      </WidgetRoot>,
    )
    expect(themeOf('inner')).toBe('dark')
  })
})
