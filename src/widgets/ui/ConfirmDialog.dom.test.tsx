import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { type ConfirmOptions, ConfirmDialog } from './ConfirmDialog.tsx'
import { type ConfirmFn, useConfirm } from './use-confirm.tsx'

afterEach(cleanup)

let confirmFn: ConfirmFn | null = null

function Host() {
  const { confirm, dialog } = useConfirm()
  confirmFn = confirm
  return <div>{dialog}</div>
}

function ask(message: string, options?: ConfirmOptions): Promise<boolean> {
  if (!confirmFn) throw new Error('Host not rendered')
  let answer!: Promise<boolean>
  act(() => {
    answer = (confirmFn as ConfirmFn)(message, options)
  })
  return answer
}

describe('useConfirm / ConfirmDialog', () => {
  it('shows the message with the default title and buttons, as an alert dialog', async () => {
    render(<Host />)
    void ask('确定删除吗?')
    await screen.findByRole('alertdialog') // fetched on the first question
    const dialog = screen.getByRole('alertdialog', { name: '提示' })
    expect(dialog.textContent).toContain('确定删除吗?')
    const describedBy = dialog.getAttribute('aria-describedby')
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe('确定删除吗?')
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy()
  })

  it.each([
    ['确定', true],
    ['取消', false],
  ] as const)('resolves %s as %s and closes', async (button, expected) => {
    const user = userEvent.setup()
    render(<Host />)
    const answer = ask('确定删除吗?')
    await screen.findByRole('alertdialog') // fetched on the first question
    await user.click(screen.getByRole('button', { name: button }))
    await expect(answer).resolves.toBe(expected)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('resolves false on Esc and on ✕', async () => {
    const user = userEvent.setup()
    render(<Host />)
    const first = ask('一')
    await screen.findByRole('alertdialog') // fetched on the first question
    await user.keyboard('{Escape}')
    await expect(first).resolves.toBe(false)
    const second = ask('二')
    await screen.findByRole('alertdialog') // fetched on the first question
    await user.click(screen.getByRole('button', { name: '关闭' }))
    await expect(second).resolves.toBe(false)
  })

  it('takes title, okText and danger; danger focuses 取消 first', async () => {
    render(<Host />)
    void ask('清空聊天记录?', { title: '危险操作', okText: '清空', danger: true })
    await screen.findByRole('alertdialog') // fetched on the first question
    expect(screen.getByRole('alertdialog', { name: '危险操作' })).toBeTruthy()
    const ok = screen.getByRole('button', { name: '清空' })
    expect(ok.className).toContain('xz-button--danger')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' }))
  })

  it('a non-danger confirm focuses 确定', async () => {
    render(<Host />)
    void ask('继续吗?')
    await screen.findByRole('alertdialog') // fetched on the first question
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '确定' }))
  })

  it('a second call answers the first with false', async () => {
    const user = userEvent.setup()
    render(<Host />)
    const first = ask('一')
    await screen.findByRole('alertdialog') // fetched on the first question
    const second = ask('二')
    await screen.findByRole('alertdialog') // fetched on the first question
    await expect(first).resolves.toBe(false)
    expect(screen.getByRole('alertdialog').textContent).toContain('二')
    await user.click(screen.getByRole('button', { name: '确定' }))
    await expect(second).resolves.toBe(true)
  })

  it('unmounting answers false', async () => {
    const { unmount } = render(<Host />)
    const answer = ask('一')
    await screen.findByRole('alertdialog') // fetched on the first question
    unmount()
    await expect(answer).resolves.toBe(false)
  })

  it('the component alone reports through onResult', async () => {
    const user = userEvent.setup()
    const results: boolean[] = []
    render(<ConfirmDialog open message="确定吗?" onResult={(ok) => results.push(ok)} />)
    await user.click(screen.getByRole('button', { name: '确定' }))
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(results).toEqual([true, false])
  })
})
