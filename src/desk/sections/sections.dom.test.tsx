import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MockFailure } from '../../widgets/testing/mock-api.ts'
import { DeskAt } from '../testing/desk-at.tsx'
import { bodyOf, calls, lastBodyOf, mockDeskApi, unmockDeskApi } from '../testing/mock-desk-api.ts'
import { HOME_HEADER, sectionRoutes, withGlobeFile } from './fixtures.ts'

const mockApi = (routes = sectionRoutes()) => mockDeskApi(routes, withGlobeFile)

const confirmWith = async (user: ReturnType<typeof userEvent.setup>, button: string) =>
  user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: button }))

beforeEach(() => mockApi())
afterEach(unmockDeskApi)

describe('desk overview', () => {
  it('shows the counts, the 30-day chart and what waits for the owner', async () => {
    render(<DeskAt start="/desk/overview" />)
    // a <dl> has no list role, so the label is the one way to find it: a role query would spend its whole wait failing first
    const stats = await screen.findByLabelText('站点数据')
    expect(stats.textContent).toContain('访问量')
    expect(stats.textContent).toContain('1,234')
    const chart = screen.getByRole('img', { name: /近 30 天访问量：共 \d+ 次，单日最多 45 次/ })
    expect(chart.querySelectorAll('rect')).toHaveLength(30)
    const comments = screen.getByRole('list', { name: '最新评论' })
    expect(within(comments).getAllByRole('listitem')[0]?.textContent).toContain('文章「从零搭一个博客」')
    expect(within(screen.getByRole('list', { name: '待审核友链' })).getByText('阿木的小屋')).toBeTruthy()
  })

  it('approves a pending link in one click, and it leaves the list', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/overview" />)
    await user.click(await screen.findByRole('button', { name: '通过 阿木的小屋' }))
    expect(await screen.findByText('没有待审核的友链')).toBeTruthy()
    expect(calls()).toContain('PUT /api/links/approve/41')
  })

  it('shows the failure with a retry', async () => {
    mockApi(sectionRoutes({ overview: new MockFailure(500, '服务端错误') }))
    render(<DeskAt start="/desk/overview" />)
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy()
  })
})

describe('desk moderation', () => {
  it('filters comments by kind and deletes one after asking, naming its replies', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/moderation" />)
    // the file's first render compiles the desk and the section on a cold, busy machine
    const list = await screen.findByRole('list', { name: '评论列表' }, { timeout: 15_000 })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await user.selectOptions(screen.getByRole('combobox', { name: '评论对象' }), '2')
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '评论列表' })).getAllByRole('listitem')).toHaveLength(1),
    )
    expect(bodyOf('POST /api/desk/comments')).toMatchObject({ current: 1 })
    expect(lastBodyOf('POST /api/desk/comments')).toMatchObject({
      type: 2,
    })

    await user.selectOptions(screen.getByRole('combobox', { name: '评论对象' }), '')
    await user.click(await screen.findByRole('button', { name: '删除 小明 的评论' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('其下的 1 条回复会一并删除')
    await confirmWith(user, '确定')
    await waitFor(() => expect(screen.queryByRole('button', { name: '删除 小明 的评论' })).toBeNull())
    expect(calls()).toContain('DELETE /api/comment/delete/31')
  })

  it('rejects a link application with a reason after asking, through its own tab address', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/moderation" />)
    await user.click(await screen.findByRole('link', { name: '友链' }))
    expect(screen.getByLabelText('地址').textContent).toBe('/desk/moderation/links')
    await user.click(await screen.findByRole('button', { name: '拒绝 阿木的小屋' }))
    const ask = await screen.findByRole('alertdialog', { name: '拒绝友链申请' })
    expect(ask.textContent).toContain('申请人会收到通知')
    expect(calls()).not.toContain('PUT /api/desk/links/reject/41')
    await user.type(within(ask).getByRole('textbox', { name: /拒绝理由/ }), '  网站暂时打不开 ')
    await user.click(within(ask).getByRole('button', { name: '拒绝' }))
    expect(await screen.findByText('没有待审核的友链')).toBeTruthy()
    expect(bodyOf('PUT /api/desk/links/reject/41')).toEqual({ reason: '网站暂时打不开' })
  })

  it('lists the message board and the chat history with delete', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/moderation/chat" />)
    await user.click(await screen.findByRole('button', { name: '删除 小明 的聊天' }))
    await confirmWith(user, '确定')
    await waitFor(() => expect(calls()).toContain('DELETE /api/chat/deleteOne/90'))
    await user.click(screen.getByRole('link', { name: '留言' }))
    expect(await screen.findByText('博主你好，来踩踩～')).toBeTruthy()
  })
})

describe('desk friend links and messages', () => {
  it('edits a link, refusing a bad address without a request', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/moderation/links" />)
    await user.selectOptions(await screen.findByRole('combobox', { name: '友链状态' }), '')
    await user.click(await screen.findByRole('button', { name: '编辑 老朋友' }))
    const form = screen.getByRole('form', { name: '编辑友链' })
    const url = within(form).getByLabelText('网站地址')
    await user.clear(url)
    await user.type(url, 'ftp://old.example/')
    await user.click(within(form).getByRole('button', { name: '保存' }))
    expect(within(form).getByText('网站地址应为 http(s) 链接')).toBeTruthy()
    expect(calls()).not.toContain('PUT /api/desk/links/update')

    await user.clear(url)
    await user.type(url, 'https://new.example/')
    const name = within(form).getByLabelText('网站名称')
    await user.clear(name)
    await user.type(name, '老朋友的新家')
    await user.click(within(form).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('form', { name: '编辑友链' })).toBeNull())
    expect(bodyOf('PUT /api/desk/links/update')).toEqual({
      id: 40,
      site_name: '老朋友的新家',
      site_desc: '一起写博客十年',
      site_avatar: '',
      url: 'https://new.example/',
    })
    expect(await screen.findByRole('link', { name: '老朋友的新家' })).toHaveProperty(
      'href',
      'https://new.example/',
    )
  })

  it('deletes a message-board entry after asking', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/moderation/messages" />)
    await user.click(await screen.findByRole('button', { name: '删除 游客12345 的留言' }))
    expect(calls()).not.toContain('DELETE /api/message/delete/12')
    await confirmWith(user, '确定')
    await waitFor(() => expect(calls()).toContain('DELETE /api/message/delete/12'))
  })
})

/** The users section, once its list is there; the user-event session to drive it. */
async function openUsers() {
  const user = userEvent.setup()
  render(<DeskAt start="/desk/users" />)
  await screen.findByRole('list', { name: '用户列表' })
  return user
}

const userRows = () => within(screen.getByRole('list', { name: '用户列表' })).getAllByRole('listitem')

describe('desk users', () => {
  it('finds, disables and re-enables a user, asking first', async () => {
    const user = await openUsers()
    await user.type(screen.getByRole('searchbox', { name: '用户名或昵称' }), 'xiao')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(userRows()).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: '禁用 小明' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('禁用后该用户无法登录')
    await confirmWith(user, '确定')
    expect(await screen.findByText('已禁用', { selector: '.xz-desk-chip' })).toBeTruthy()
    expect(bodyOf('PUT /api/desk/users/disable/7')).toEqual({ disabled: true })
    expect(screen.getByRole('button', { name: '启用 小明' })).toBeTruthy()
  })

  it('offers no disable for an admin and says why the last admin stays', async () => {
    const user = await openUsers()
    expect(screen.queryByRole('button', { name: '禁用 站长' })).toBeNull()
    await user.click(screen.getByRole('button', { name: '取消管理员 站长' }))
    await confirmWith(user, '确定')
    expect(await screen.findByText('至少要保留一位管理员')).toBeTruthy()
  })
})

describe('desk user roles', () => {
  it('filters by role and makes a user an admin after asking', async () => {
    const user = await openUsers()
    await user.selectOptions(screen.getByRole('combobox', { name: '用户身份' }), '1')
    await waitFor(() => expect(userRows()).toHaveLength(1))
    expect(lastBodyOf('POST /api/desk/users')).toMatchObject({ role: 1 })

    await user.selectOptions(screen.getByRole('combobox', { name: '用户身份' }), '')
    await user.click(await screen.findByRole('button', { name: '设为管理员 小明' }))
    await confirmWith(user, '确定')
    await waitFor(() => expect(bodyOf('PUT /api/desk/users/role/7')).toEqual({ role: 1 }))
    // an admin now: demotion is offered and disabling is not
    expect(await screen.findByRole('button', { name: '取消管理员 小明' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '禁用 小明' })).toBeNull()
  })
})

describe('desk site', () => {
  it('imports a comment export: a dry run first, the site in the query, the report shown', async () => {
    const asked: string[] = []
    mockApi({
      ...sectionRoutes(),
      'POST /api/desk/import/comments': ({ url, body }: { url: URL; body: unknown }) => {
        asked.push(`${url.search} ${JSON.stringify(body)}`)
        return {
          lines: [
            'Artalk 导出（artrans）：',
            '  https://old.example.com/a/：新增 2',
            '试运行，未写入任何内容：将导入 2 条评论',
          ],
        }
      },
    })
    const user = userEvent.setup()
    render(<DeskAt start="/desk/site/import" />)
    const input = (await screen.findByLabelText(/^评论导出文件/)) as HTMLInputElement
    expect(input.accept).toContain('.artrans')
    expect(input.accept).toContain('.xml')
    await user.upload(input, new File(['[{"id":"1"}]'], 'comments.artrans'))
    await user.type(screen.getByLabelText(/^原站点网址/), 'https://old.example.com')
    await user.click(screen.getByRole('button', { name: '试运行' }))
    const report = await screen.findByRole('region', { name: '导入报告' })
    expect(report.textContent).toContain('https://old.example.com/a/：新增 2')
    expect(asked).toEqual(['?site=https%3A%2F%2Fold.example.com&dry_run=1 [{"id":"1"}]'])
    await user.click(screen.getByRole('checkbox', { name: /试运行/ }))
    await user.click(screen.getByRole('button', { name: '导入评论' }))
    await waitFor(() => expect(asked[1]).toBe('?site=https%3A%2F%2Fold.example.com [{"id":"1"}]'))
  })

  it('saves only the changed settings', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/site" />)
    const name = await screen.findByLabelText('博客名称')
    await user.clear(name)
    await user.type(name, '我的小站')
    await user.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(bodyOf('PUT /api/config/update')).toEqual({ blog_name: '我的小站' }))
  })

  it('merges a tag into another and deletes only an unused category', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/site/terms" />)
    const categories = await screen.findByRole('list', { name: '分类列表' })
    expect(within(categories).getByRole('button', { name: '删除分类「随笔」' })).toHaveProperty(
      'disabled',
      true,
    )
    await user.click(within(categories).getByRole('button', { name: '删除分类「旧分类」' }))
    await confirmWith(user, '确定')
    await waitFor(() => expect(calls()).toContain('DELETE /api/desk/terms/category/2'))

    const tags = screen.getByRole('list', { name: '标签列表' })
    await user.selectOptions(within(tags).getByRole('combobox', { name: '把「react」合并到' }), '1')
    await user.click(
      within(within(tags).getAllByRole('listitem')[1] as HTMLElement).getByRole('button', { name: '合并' }),
    )
    await confirmWith(user, '确定')
    await waitFor(() => expect(bodyOf('POST /api/desk/terms/tag/merge')).toEqual({ from: 2, into: 1 }))
  })

  it('saves the globe markers and refuses a password change the rules refuse, without a request', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/site/globe" />)
    await user.click(await screen.findByRole('button', { name: '添加标记' }))
    await user.type(screen.getByLabelText('第 2 个标记的纬度'), '31.2')
    await user.type(screen.getByLabelText('第 2 个标记的经度'), '121.5')
    await user.type(screen.getByLabelText('第 2 个标记的名称'), '上海')
    await user.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(bodyOf('PUT /api/desk/globe')).toEqual({
        points: [
          { lat: 39.9, lng: 116.4, label: '北京' },
          { lat: 31.2, lng: 121.5, label: '上海' },
        ],
      }),
    )

    await user.click(screen.getByRole('link', { name: '修改密码' }))
    await user.type(await screen.findByLabelText('原密码'), 'Admin_12345')
    await user.type(screen.getByLabelText('新密码'), 'New_pass_1')
    await user.type(screen.getByLabelText('确认新密码'), 'Other_pass_2')
    await user.click(screen.getByRole('button', { name: '修改密码' }))
    expect((await screen.findByRole('alert')).textContent).toBeTruthy()
    expect(calls()).not.toContain('PUT /api/user/updatePassword')
  })

  it('saves a page header typed in, and one uploaded, each on its own', async () => {
    mockApi({ ...sectionRoutes(), 'POST /api/upload/img': { url: '/uploads/tag-bg.png' } })
    const user = userEvent.setup()
    render(<DeskAt start="/desk/site/headers" />)
    const home = await screen.findByLabelText('首页背景图片地址')
    expect(home).toHaveProperty('value', HOME_HEADER)
    const archives = screen.getByLabelText('归档背景图片地址')
    await user.type(archives, '/uploads/archives.jpg')
    await user.click(screen.getByRole('button', { name: '保存归档背景' }))
    await waitFor(() =>
      expect(bodyOf('PUT /api/desk/pageHeader')).toEqual({
        route_name: 'Archives',
        bg_url: '/uploads/archives.jpg',
      }),
    )

    await user.upload(
      screen.getByLabelText('上传标签背景'),
      new File([new Uint8Array([137, 80, 78, 71])], 'bg.png', { type: 'image/png' }),
    )
    await waitFor(() =>
      expect(lastBodyOf('PUT /api/desk/pageHeader')).toEqual({
        route_name: 'Tag',
        bg_url: '/uploads/tag-bg.png',
      }),
    )
    expect(screen.getByLabelText('标签背景图片地址')).toHaveProperty('value', '/uploads/tag-bg.png')
  })

  it('puts an uploaded avatar into the form, saved with the rest', async () => {
    mockApi({ ...sectionRoutes(), 'POST /api/upload/img': { url: '/uploads/avatar.png' } })
    const user = userEvent.setup()
    render(<DeskAt start="/desk/site" />)
    await user.upload(
      await screen.findByLabelText('上传博客头像'),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    )
    await waitFor(() =>
      expect(screen.getByLabelText('博客头像地址')).toHaveProperty('value', '/uploads/avatar.png'),
    )
    expect(calls()).not.toContain('PUT /api/config/update')
    await user.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(bodyOf('PUT /api/config/update')).toEqual({ blog_avatar: '/uploads/avatar.png' }),
    )
  })

  it('changes the password and empties the form', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/site/password" />)
    await user.type(await screen.findByLabelText('原密码'), 'Admin_12345')
    await user.type(screen.getByLabelText('新密码'), 'New_pass_1')
    await user.type(screen.getByLabelText('确认新密码'), 'New_pass_1')
    await user.click(screen.getByRole('button', { name: '修改密码' }))
    await waitFor(() =>
      expect(bodyOf('PUT /api/user/updatePassword')).toEqual({
        password: 'Admin_12345',
        password1: 'New_pass_1',
        password2: 'New_pass_1',
      }),
    )
    await waitFor(() => expect(screen.getByLabelText('原密码')).toHaveProperty('value', ''))
  })
})
