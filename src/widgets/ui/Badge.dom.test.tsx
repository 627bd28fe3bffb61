import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Badge } from './Badge.tsx'
import { Icon } from './Icon.tsx'
import * as icons from './icons.ts'

afterEach(cleanup)

const bell = () => (
  <button type="button" aria-label="我的消息">
    <Icon icon={icons.bell} />
  </button>
)

function badgeOf(container: HTMLElement) {
  return container.querySelector('[part~="badge"]')
}

describe('Badge', () => {
  it('hides at 0 (and for negative or NaN counts)', () => {
    for (const count of [0, -1, Number.NaN]) {
      const { container, unmount } = render(<Badge count={count}>{bell()}</Badge>)
      expect(badgeOf(container)).toBeNull()
      expect(screen.queryByText(/未读/)).toBeNull()
      unmount()
    }
  })

  it('shows 9 as "9"', () => {
    const { container } = render(<Badge count={9}>{bell()}</Badge>)
    expect(badgeOf(container)?.textContent).toBe('9')
    expect(badgeOf(container)?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByText('9条未读')).toBeTruthy()
  })

  it('shows 10 as "9+"', () => {
    const { container } = render(<Badge count={10}>{bell()}</Badge>)
    expect(badgeOf(container)?.textContent).toBe('9+')
  })

  it('takes a custom spoken label', () => {
    render(
      <Badge count={3} label="3 条新消息">
        {bell()}
      </Badge>,
    )
    expect(screen.getByText('3 条新消息')).toBeTruthy()
  })

  it('dot: shown with a count above 0, hidden at 0, always shown without a count', () => {
    const withCount = render(
      <Badge count={4} dot>
        {bell()}
      </Badge>,
    )
    // a dot says no number
    expect(badgeOf(withCount.container)?.textContent).toBe('')
    withCount.unmount()

    const zero = render(
      <Badge count={0} dot>
        {bell()}
      </Badge>,
    )
    expect(badgeOf(zero.container)).toBeNull()
    zero.unmount()

    const bare = render(<Badge dot>{bell()}</Badge>)
    expect(badgeOf(bare.container)?.textContent).toBe('')
    expect(screen.getByText('有未读')).toBeTruthy()
  })

  it('stands inline without children', () => {
    const { container } = render(<Badge count={12} />)
    // nothing but the number and its spoken words
    expect(container.textContent).toBe('9+9+条未读')
    expect(badgeOf(container)?.textContent).toBe('9+')
  })
})
