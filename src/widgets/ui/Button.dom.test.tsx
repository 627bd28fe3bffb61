import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './Button.tsx'
import { Icon } from './Icon.tsx'
import { Empty, ErrorState, Loading, Spinner } from './States.tsx'
import * as icons from './icons.ts'

afterEach(cleanup)

describe('Button', () => {
  it('is a type="button" with variant and size classes, and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>()
    render(
      <Button ref={ref} variant="primary" size="large">
        登录
      </Button>,
    )
    const button = screen.getByRole('button', { name: '登录' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toContain('xz-button--primary')
    expect(button.className).toContain('xz-button--large')
    expect(ref.current).toBe(button)
  })

  it('while loading: spinner, aria-busy, still focusable, clicks ignored', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        提交
      </Button>,
    )
    const button = screen.getByRole('button', { name: '提交' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect((button as HTMLButtonElement).disabled).toBe(false)
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(button)
  })

  it('disabled buttons do not click', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        提交
      </Button>,
    )
    await user.click(screen.getByRole('button'))
    expect(onClick).not.toHaveBeenCalled()
  })

  it('icon-only buttons keep an accessible name', () => {
    render(
      <Button icon={icons.search} iconOnly>
        搜索
      </Button>,
    )
    const button = screen.getByRole('button', { name: '搜索' })
    expect(button.querySelector('[data-icon="search"]')).not.toBeNull()
  })
})

describe('Icon', () => {
  it('is decorative without a title and an image with one', () => {
    const { container } = render(
      <>
        <Icon icon={icons.bell} />
        <Icon icon={icons.heartFilled} title="已点赞" size={24} />
      </>,
    )
    const [plain, titled] = Array.from(container.querySelectorAll('svg'))
    expect(plain?.getAttribute('aria-hidden')).toBe('true')
    expect(plain?.getAttribute('width')).toBe('20')
    expect(screen.getByRole('img', { name: '已点赞' })).toBe(titled)
    expect(titled?.getAttribute('width')).toBe('24')
  })

  it('draws every icon of the set', () => {
    const all = Object.values(icons)
    expect(all).toHaveLength(35)
    const { container } = render(
      <div>
        {all.map((icon) => (
          <Icon key={icon[0]} icon={icon} />
        ))}
      </div>,
    )
    for (const svg of Array.from(container.querySelectorAll('svg')))
      expect(svg.children.length).toBeGreaterThan(0)
  })
})

describe('States', () => {
  it('Loading announces its text, default 加载中…', () => {
    render(<Loading />)
    expect(screen.getByRole('status').textContent).toContain('加载中…')
  })

  it('Empty says 暂无内容 by default', () => {
    render(<Empty />)
    expect(screen.getByText('暂无内容')).toBeTruthy()
  })

  it('ErrorState says 加载失败 and retries', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    render(<ErrorState onRetry={onRetry} />)
    expect(screen.getByRole('alert').textContent).toContain('加载失败')
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('ErrorState without onRetry has no button', () => {
    render(<ErrorState message="服务端错误" />)
    expect(screen.getByRole('alert').textContent).toContain('服务端错误')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('Spinner is decorative unless labelled', () => {
    const { container } = render(
      <>
        <Spinner />
        <Spinner label="上传中" />
      </>,
    )
    // the unlabelled one is hidden from assistive technology: one status, and nothing else in the tree
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(screen.getByRole('status').textContent).toBe('上传中')
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })
})
