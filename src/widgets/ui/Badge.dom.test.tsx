import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Badge } from './Badge.tsx'
import { Icon } from './Icon.tsx'

afterEach(cleanup)

const bell = () => (
  <button type="button" aria-label="我的消息">
    <Icon name="bell" />
  </button>
)

function badgeOf(container: HTMLElement) {
  return container.querySelector('[data-badge]')
}

describe('Badge', () => {
  it('hides at 0 (and for negative or NaN counts)', () => {
    for (const count of [0, -1, Number.NaN]) {
      const { container, unmount } = render(<Badge count={count}>{bell()}</Badge>)
      expect(badgeOf(container)).toBeNull()
      expect(container.querySelector('.xz-sr-only')).toBeNull()
      unmount()
    }
  })

  it('shows 9 as "9"', () => {
    const { container } = render(<Badge count={9}>{bell()}</Badge>)
    expect(badgeOf(container)?.textContent).toBe('9')
    expect(badgeOf(container)?.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelector('.xz-sr-only')?.textContent).toBe('9条未读')
  })

  it('shows 10 as "9+"', () => {
    const { container } = render(<Badge count={10}>{bell()}</Badge>)
    expect(badgeOf(container)?.textContent).toBe('9+')
  })

  it('takes a custom spoken label', () => {
    const { container } = render(
      <Badge count={3} label="3 条新消息">
        {bell()}
      </Badge>,
    )
    expect(container.querySelector('.xz-sr-only')?.textContent).toBe('3 条新消息')
  })

  it('dot: shown with a count above 0, hidden at 0, always shown without a count', () => {
    const withCount = render(
      <Badge count={4} dot>
        {bell()}
      </Badge>,
    )
    expect(withCount.container.querySelector('.xz-badge__dot')).not.toBeNull()
    expect(withCount.container.querySelector('.xz-badge__dot')?.textContent).toBe('')
    withCount.unmount()

    const zero = render(
      <Badge count={0} dot>
        {bell()}
      </Badge>,
    )
    expect(zero.container.querySelector('.xz-badge__dot')).toBeNull()
    zero.unmount()

    const bare = render(<Badge dot>{bell()}</Badge>)
    expect(bare.container.querySelector('.xz-badge__dot')).not.toBeNull()
    expect(bare.container.querySelector('.xz-sr-only')?.textContent).toBe('有未读')
  })

  it('stands inline without children', () => {
    const { container } = render(<Badge count={12} />)
    expect(container.querySelector('.xz-badge--standalone')).not.toBeNull()
    expect(badgeOf(container)?.textContent).toBe('9+')
  })
})
