import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DeskAt, deskAddress } from '../../testing/desk-at.tsx'
import { mediaRoutes } from '../../testing/media-fixtures.ts'
import { allowForABusyMachine, mockDeskApi, sent, unmockDeskApi } from '../../testing/mock-desk-api.ts'

allowForABusyMachine()

beforeEach(() => mockDeskApi(mediaRoutes()))
afterEach(unmockDeskApi)

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })
const albums = () => screen.findByRole('list', { name: '相册列表' }, { timeout: 5000 })
const photos = () => screen.findByRole('list', { name: '照片' }, { timeout: 5000 })
const photoAlts = async () =>
  within(await photos())
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'))

describe('Desk — albums', () => {
  it('lists the albums with their photo counts and opens one', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/albums" />)
    const list = await albums()
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    expect(within(list).getByText('24 张照片')).toBeTruthy()
    await user.click(within(list).getByRole('link', { name: /城市夜景/ }))
    expect(deskAddress()).toBe('/desk/albums?id=2')
    expect(await screen.findByRole('heading', { name: '城市夜景' })).toBeTruthy()
    expect(within(await photos()).getAllByRole('listitem')).toHaveLength(6)
  })

  it('creates an album with an uploaded cover', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/albums" />)
    await albums()
    await user.click(screen.getByRole('button', { name: '新建相册' }))
    const dialog = await screen.findByRole('dialog', { name: '新建相册' })
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByText('请输入相册名称')).toBeTruthy()

    await user.type(within(dialog).getByLabelText('相册名称'), '春天')
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, png('cover.png'))
    expect(await within(dialog).findByAltText('封面预览')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(await albums()).getByText('春天')).toBeTruthy()
    const body = sent.find((r) => r.path === '/api/photoAlbum/add')?.body as { album_cover: string }
    expect(body).toMatchObject({ album_name: '春天' })
    expect(body.album_cover).toMatch(/^data:image\/svg/)
  })

  it('renames an album', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/albums?id=1" />)
    await user.click(await screen.findByRole('button', { name: '编辑相册' }, { timeout: 5000 }))
    const name = within(await screen.findByRole('dialog', { name: '编辑相册' })).getByLabelText('相册名称')
    await user.clear(name)
    await user.type(name, '大理之秋')
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByRole('heading', { name: '大理之秋' })).toBeTruthy()
    expect(sent.find((r) => r.path === '/api/photoAlbum/update')?.body).toMatchObject({
      id: 1,
      album_name: '大理之秋',
    })
  })

  it('deletes an album and its photos only after the owner confirms', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/albums" />)
    await user.click(within(await albums()).getByRole('button', { name: '删除相册 家里的猫' }))
    const ask = await screen.findByRole('alertdialog')
    expect(ask.textContent).toContain('确定删除相册「家里的猫」和其中的 24 张照片吗')
    await user.click(within(ask).getByRole('button', { name: '删除' }))
    await waitFor(async () => expect(within(await albums()).queryByText('家里的猫')).toBeNull())
    expect(sent.some((r) => r.method === 'DELETE' && r.path === '/api/photoAlbum/delete/3')).toBe(true)
  })

  it('uploads many photos at once, with progress, keeping the thumbnails the server made', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/albums?id=4" />)
    expect(await screen.findByText('相册里还没有照片', undefined, { timeout: 5000 })).toBeTruthy()
    const picker = screen.getByRole('button', { name: '上传照片' }).parentElement?.querySelector('input')
    await user.upload(picker as HTMLInputElement, [png('1.png'), png('2.png'), png('3.png')])
    expect(within(await photos()).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByText('已上传 3 张')).toBeTruthy()
    expect(sent.filter((r) => r.path === '/api/upload/img')).toHaveLength(3)
    const add = sent.find((r) => r.path === '/api/photo/add')?.body as {
      album_id: number
      photos: { thumb_url: string; width: number }[]
    }
    expect(add.album_id).toBe(4)
    expect(add.photos).toHaveLength(3)
    expect(add.photos.every((p) => p.thumb_url.startsWith('data:image/svg') && p.width === 480)).toBe(true)
  })

  it('moves a photo later and saves the new order', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/albums?id=2" />)
    const before = await photoAlts()
    expect((screen.getByRole('button', { name: '第 1 张前移' }) as HTMLButtonElement).disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: '第 1 张后移' }))
    expect(await photoAlts()).toEqual([before[1], before[0], ...before.slice(2)])
    expect(sent.find((r) => r.path === '/api/desk/photos/order')?.body).toEqual({
      album_id: 2,
      ids: [202, 201, 203, 204, 205, 206],
    })
  })

  it('deletes a photo after asking', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/albums?id=2" />)
    await photos()
    await user.click(screen.getByRole('button', { name: '删除第 2 张照片' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }))
    await waitFor(async () => expect(within(await photos()).getAllByRole('listitem')).toHaveLength(5))
    expect(sent.some((r) => r.method === 'DELETE' && r.path === '/api/photo/delete/202')).toBe(true)
  })

  it('says so for an album that does not exist', async () => {
    render(<DeskAt start="/desk/albums?id=99" />)
    expect(await screen.findByText('相册不存在或已删除', undefined, { timeout: 5000 })).toBeTruthy()
  })
})
