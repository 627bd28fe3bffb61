import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar } from './Avatar.tsx'
import { avatarColor, avatarInitial } from './avatar-letter.ts'

afterEach(cleanup)

/** The character the avatar draws (through CSS, so it is no text a label must match). */
const initialOf = (avatar: HTMLElement) =>
  avatar.querySelector('[data-initial]')?.getAttribute('data-initial')

describe('Avatar', () => {
  it('shows the image when there is a src', () => {
    const { container } = render(<Avatar src="/a.png" name="小明" />)
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('/a.png')
    expect(img?.getAttribute('alt')).toBe('小明')
  })

  it('falls back to the first character when src is empty', () => {
    for (const src of ['', null, undefined]) {
      const { container, unmount } = render(<Avatar src={src} name="小明" />)
      expect(container.querySelector('img')).toBeNull()
      expect(initialOf(screen.getByRole('img', { name: '小明' }))).toBe('小')
      unmount()
    }
  })

  it('falls back when the image fails to load, and tries a new src again', () => {
    const { container, rerender } = render(<Avatar src="/broken.png" name="admin" />)
    const img = container.querySelector('img')
    expect(img).not.toBeNull()
    if (img) fireEvent.error(img)
    expect(container.querySelector('img')).toBeNull()
    expect(initialOf(screen.getByRole('img', { name: 'admin' }))).toBe('A')

    rerender(<Avatar src="/ok.png" name="admin" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/ok.png')
  })

  it('gives a name one stable colour class and a whole first character', () => {
    expect(avatarColor('小明')).toBe(avatarColor('小明'))
    expect(avatarColor('小明')).toBeGreaterThanOrEqual(0)
    expect(avatarColor('小明')).toBeLessThan(8)
    expect(avatarInitial('😀 笑')).toBe('😀')
    expect(avatarInitial('  bob')).toBe('B')
    expect(avatarInitial('')).toBe('?')
    const { container } = render(<Avatar name="小明" size={48} />)
    const avatar = container.firstElementChild as HTMLElement
    expect(avatar.className).toContain(`xz-avatar--c${avatarColor('小明')}`)
    expect(avatar.style.getPropertyValue('--xz-avatar-size')).toBe('48px')
  })
})
