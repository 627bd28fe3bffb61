import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TALK_IMAGES_MAX } from '../../../core/contract/index.ts'
import { DeskAt } from '../../testing/desk-at.tsx'
import { mediaRoutes } from '../../testing/media-fixtures.ts'
import { allowForABusyMachine, mockDeskApi, sent, unmockDeskApi } from '../../testing/mock-desk-api.ts'

allowForABusyMachine()

beforeEach(() => mockDeskApi(mediaRoutes()))
afterEach(unmockDeskApi)

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })
const list = () => screen.findByRole('list', { name: '说说列表' }, { timeout: 5000 })
const rowWith = async (text: string) =>
  (await within(await list()).findByText(text, { exact: false })).closest('li') as HTMLElement
const composer = () => screen.getByRole('form', { name: /说说/ })
const filePicker = () => composer().querySelector('input[type="file"]') as HTMLInputElement

describe('Desk — talks', () => {
  it('lists every talk, the pinned one first and the hidden one marked', async () => {
    render(<DeskAt start="/desk/talks" />)
    const rows = within(await list()).getAllByRole('listitem')
    expect(within(rows[0] as HTMLElement).getByText('置顶')).toBeTruthy()
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: '取消置顶' })).toBeTruthy()
    const hidden = await rowWith('今天把小站的评论区重写了一遍')
    expect(within(hidden).getByText('已隐藏')).toBeTruthy()
    expect(within(hidden).getByRole('button', { name: '公开' })).toBeTruthy()
  })

  it('publishes a talk with its pictures and clears the composer for the next', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/talks" />)
    await list()
    await user.type(screen.getByRole('textbox', { name: '说说内容' }), '新的一条说说')
    await user.upload(filePicker(), [png('a.png'), png('b.png')])
    const added = await screen.findByRole('list', { name: '已添加的图片' })
    await waitFor(() => expect(within(added).getAllByRole('img')).toHaveLength(2))
    expect(screen.getByRole('button', { name: /图片 2\/9/ })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: '发布' }))
    await rowWith('新的一条说说')
    const body = sent.find((r) => r.path === '/api/talk/publishTalk')?.body as { talkImgList: string[] }
    expect(body).toMatchObject({ content: '新的一条说说', status: 1, is_top: 0 })
    expect(body.talkImgList).toHaveLength(2)
    expect((screen.getByRole('textbox', { name: '说说内容' }) as HTMLTextAreaElement).value).toBe('')
    expect(screen.queryByRole('list', { name: '已添加的图片' })).toBeNull()
  })

  it(`takes at most ${TALK_IMAGES_MAX} pictures, however many are picked`, async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/talks" />)
    await list()
    await user.upload(
      filePicker(),
      Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)),
    )
    expect(await screen.findByText(`最多 ${TALK_IMAGES_MAX} 张图片`)).toBeTruthy()
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '已添加的图片' })).getAllByRole('img')).toHaveLength(9),
    )
    expect(sent.filter((r) => r.path === '/api/upload/img')).toHaveLength(TALK_IMAGES_MAX)
    expect((screen.getByRole('button', { name: /图片 9\/9/ }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('says what is missing instead of sending an empty talk', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/talks" />)
    await list()
    await user.click(screen.getByRole('button', { name: '发布' }))
    expect((await screen.findByRole('alert')).textContent).toBe('请输入说说内容')
    expect(sent.some((r) => r.path === '/api/talk/publishTalk')).toBe(false)
  })

  it('edits a talk in the composer and keeps its id', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/talks" />)
    const row = await rowWith('下班路上的晚霞')
    await user.click(within(row).getByRole('button', { name: '编辑' }))
    const form = screen.getByRole('form', { name: '编辑说说' })
    const text = within(form).getByRole('textbox', { name: '说说内容' }) as HTMLTextAreaElement
    expect(text.value).toContain('下班路上的晚霞')
    expect(within(form).getAllByRole('img')).toHaveLength(1)
    await user.clear(text)
    await user.type(text, '晚霞（改过）')
    await user.click(within(form).getByRole('button', { name: '保存修改' }))
    await rowWith('晚霞（改过）')
    expect(sent.find((r) => r.path === '/api/talk/updateTalk')?.body).toMatchObject({
      id: 2,
      content: '晚霞（改过）',
    })
    expect(screen.getByRole('form', { name: '发布说说' })).toBeTruthy()
  })

  it('pins and hides from the row', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/talks" />)
    const row = await rowWith('下班路上的晚霞')
    await user.click(within(row).getByRole('button', { name: '置顶' }))
    await waitFor(async () => expect(within(await rowWith('下班路上的晚霞')).getByText('置顶')).toBeTruthy())
    expect(sent.some((r) => r.method === 'PUT' && r.path === '/api/talk/toggleTop/2')).toBe(true)

    await user.click(within(await rowWith('下班路上的晚霞')).getByRole('button', { name: '隐藏' }))
    await waitFor(async () =>
      expect(within(await rowWith('下班路上的晚霞')).getByText('已隐藏')).toBeTruthy(),
    )
    expect(sent.find((r) => r.path === '/api/talk/updateTalk')?.body).toMatchObject({ id: 2, status: 2 })
  })

  it('deletes a talk only after the owner confirms', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/talks" />)
    const row = await rowWith('下班路上的晚霞')
    await user.click(within(row).getByRole('button', { name: '删除' }))
    const ask = await screen.findByRole('alertdialog')
    expect(ask.textContent).toContain('确定删除这条说说吗')
    await user.click(within(ask).getByRole('button', { name: '取消' }))
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false)

    await user.click(within(row).getByRole('button', { name: '删除' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(screen.queryByText(/下班路上的晚霞/)).toBeNull())
    expect(sent.some((r) => r.method === 'DELETE' && r.path === '/api/talk/deleteTalkById/2')).toBe(true)
  })
})
