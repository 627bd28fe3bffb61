import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from './Button.tsx'
import { Popover } from './Popover.tsx'
import { Tooltip } from './Tooltip.tsx'
import * as icons from './icons.ts'

afterEach(cleanup)

// let effects and state updates settle
const settle = () => act(async () => {})

describe('Tooltip', () => {
  it('appears on hover and is linked by aria-describedby; leaves on unhover', async () => {
    const user = userEvent.setup()
    render(
      <Tooltip content="复制链接" delay={0}>
        <Button icon={icons.copy} iconOnly>
          复制
        </Button>
      </Tooltip>,
    )
    const trigger = screen.getByRole('button', { name: '复制' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    await user.hover(trigger)
    const tip = await screen.findByRole('tooltip')
    await settle()
    expect(tip.textContent).toBe('复制链接')
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id)
    // placed beside its trigger by place.ts (on top, or below when there is no room)
    expect(tip.dataset.placement).toMatch(/^(top|bottom)$/)
    await user.unhover(trigger)
    await settle()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('appears on keyboard focus and closes on Esc', async () => {
    const user = userEvent.setup()
    render(
      <Tooltip content="切换主题">
        <Button>主题</Button>
      </Tooltip>,
    )
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '主题' }))
    expect((await screen.findByRole('tooltip')).textContent).toBe('切换主题')
    await user.keyboard('{Escape}')
    await settle()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('keeps the trigger’s own handlers and ref', async () => {
    const user = userEvent.setup()
    const clicks: string[] = []
    const ref = { current: null as HTMLButtonElement | null }
    render(
      <Tooltip content="提示" delay={0}>
        <Button ref={ref} onClick={() => clicks.push('click')}>
          按钮
        </Button>
      </Tooltip>,
    )
    await user.click(screen.getByRole('button', { name: '按钮' }))
    expect(clicks).toEqual(['click'])
    expect(ref.current).toBe(screen.getByRole('button', { name: '按钮' }))
  })

  it('never shows when disabled', async () => {
    const user = userEvent.setup()
    render(
      <Tooltip content="提示" delay={0} disabled>
        <Button>按钮</Button>
      </Tooltip>,
    )
    await user.hover(screen.getByRole('button'))
    await settle()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})

describe('Popover', () => {
  it('toggles on click, sets aria-expanded, closes on Esc and outside click', async () => {
    const user = userEvent.setup()
    render(
      <div>
        <Popover aria-label="更多操作" content={<p>菜单内容</p>}>
          <Button icon={icons.more}>更多</Button>
        </Popover>
        <p>外面</p>
      </div>,
    )
    const trigger = screen.getByRole('button', { name: '更多' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await user.click(trigger)
    const panel = await screen.findByRole('dialog', { name: '更多操作' })
    await settle()
    expect(panel.textContent).toBe('菜单内容')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')

    await user.keyboard('{Escape}')
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(trigger)
    await screen.findByRole('dialog')
    await user.click(screen.getByText('外面'))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('gives content a close function', async () => {
    const user = userEvent.setup()
    render(
      <Popover
        content={(close) => (
          <button type="button" onClick={close}>
            撤回
          </button>
        )}
      >
        <Button>操作</Button>
      </Popover>,
    )
    await user.click(screen.getByRole('button', { name: '操作' }))
    await user.click(await screen.findByRole('button', { name: '撤回' }))
    await settle()
    expect(screen.queryByRole('button', { name: '撤回' })).toBeNull()
  })
})
