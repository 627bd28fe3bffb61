// The comment section of any page (docs/api.md §23): its thread by path, guests who
// comment with a name, the 预览 tab, and bodies from the server's content_html.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Comment, CommentRules } from '../../core/contract/index.ts'
import { FEW_COMMENTS, seedComments, XIAOMING } from '../../core/testing/index.ts'
import { resetWidgetStateEachTest } from '../testing/lifecycle.ts'
import { type MockRequest, type MockRoute, mockApi } from '../testing/mock-api.ts'
import { setSession } from '../testing/session.ts'
import { LAZY_LOAD } from '../testing/states.ts'
import { Comments, type CommentsProps } from './Comments.tsx'
import { commentRoutes, MOCK_FORM_TOKEN, MOCK_GUEST_TOKEN, type MockHandler, pageRoutes } from './mock-comments.ts'

vi.setConfig({ testTimeout: 20_000 })
resetWidgetStateEachTest()
afterEach(() => localStorage.clear())

const PAGE_ID = 7

interface MountOptions {
  rows?: Comment[]
  rules?: CommentRules
  guestTokens?: Record<number, string>
  /** the same comment server across two mounts (a reload) */
  server?: Record<string, MockHandler>
  props?: Partial<CommentsProps>
}

/** Every X-Xz-Guest header sent, by "METHOD /path". */
type SeenHeaders = { route: string; guest: string | null }[]

const pageServer = (rows?: Comment[], guestTokens?: Record<number, string>) =>
  commentRoutes(rows ?? seedComments(4, PAGE_ID, FEW_COMMENTS), { html: true, guestTokens })

function mount({
  rows,
  rules,
  guestTokens,
  server,
  props = { path: '/posts/a/', pageTitle: '你好' },
}: MountOptions = {}) {
  const comments = server ?? pageServer(rows, guestTokens)
  const headers: SeenHeaders = []
  const watched: Record<string, MockRoute> = {}
  for (const [route, handler] of Object.entries({ ...comments, ...pageRoutes({ pageId: PAGE_ID, rules }) })) {
    watched[route] = (req: MockRequest) => {
      headers.push({ route, guest: req.headers?.get('X-Xz-Guest') ?? null })
      return (handler as MockHandler)(req)
    }
  }
  const calls = mockApi(watched)
  const user = userEvent.setup()
  const view = render(<Comments theme="light" {...props} />)
  const bodiesOf = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body)
  return { user, calls, headers, bodiesOf, ...view }
}

const loaded = () => screen.findByRole('heading', { name: /条评论$/ })
const openGuestComposer = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: '说点什么吧～' }))
  return (await screen.findByRole('textbox', { name: '评论内容' }, LAZY_LOAD)) as HTMLTextAreaElement
}

describe('Comments of a page: the thread by path', () => {
  it('asks for the thread of path and page-title, then lists its comments as type 4', async () => {
    const { bodiesOf } = mount()
    expect((await loaded()).textContent).toBe('3 条评论')
    expect(bodiesOf('/api/page/thread')).toEqual([{ path: '/posts/a/', title: '你好' }])
    expect(bodiesOf('/api/comment/frontGetParentComment')[0]).toMatchObject({ type: 4, for_id: PAGE_ID })
  })

  it('defaults to the page it is on: location.pathname, document.title and the address', async () => {
    document.title = '一篇文章'
    const { bodiesOf } = mount({ props: {} })
    await loaded()
    expect(bodiesOf('/api/page/thread')).toEqual([
      { path: location.pathname, title: '一篇文章', url: location.href.split('#')[0] },
    ])
  })

  it('shows the empty state of a page nobody has commented on yet', async () => {
    mount({ rows: [] })
    expect(await screen.findByText('还没有评论，来抢沙发吧～')).toBeTruthy()
  })
})

describe('Comments of a page: bodies from content_html', () => {
  it('inserts the Markdown the server rendered, and never the raw content as HTML', async () => {
    const rows = seedComments(4, PAGE_ID, [
      {
        from: { id: 3, nick_name: '小红', avatar: '' },
        content: '**加粗** 和 `code` <b>不是标签</b>',
        minutes: 5,
      },
    ])
    mount({ rows })
    const item = await screen.findByRole('article', { name: '小红的评论' })
    expect(within(item).getByText('加粗').tagName).toBe('STRONG')
    expect(within(item).getByText('code').tagName).toBe('CODE')
    expect(item.querySelector('b')).toBeNull()
    expect(item.textContent).toContain('<b>不是标签</b>')
  })

  it("links a guest's name to their site with rel nofollow ugc noopener", async () => {
    const rows: Comment[] = [
      {
        ...seedComments(4, PAGE_ID, [
          { from: { id: 0, nick_name: '路人甲', avatar: '' }, content: '你好', minutes: 1 },
        ])[0]!,
        guest: true,
        from_url: 'https://example.com/',
      },
    ]
    mount({ rows })
    const link = await screen.findByRole('link', { name: '路人甲' })
    expect(link.getAttribute('href')).toBe('https://example.com/')
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener')
  })
})

describe('Comments of a page: held for review', () => {
  it("marks the author's own held comment 审核中 and offers no 回复 under it", async () => {
    const [held, published] = seedComments(4, PAGE_ID, [
      { from: { id: 0, nick_name: '新来的', avatar: '' }, content: '等审核', minutes: 1 },
      { from: { id: 0, nick_name: '老读者', avatar: '' }, content: '早就公开了', minutes: 5 },
    ])
    mount({ rows: [{ ...held!, guest: true, held: true }, { ...published!, guest: true }] })
    const mine = await screen.findByRole('article', { name: '新来的的评论' })
    expect(within(mine).getByText('审核中')).toBeTruthy()
    expect(within(mine).queryByRole('button', { name: '回复' })).toBeNull()
    const other = screen.getByRole('article', { name: '老读者的评论' })
    expect(within(other).queryByText('审核中')).toBeNull()
    expect(within(other).getByRole('button', { name: '回复' })).toBeTruthy()
  })
})

describe('Comments of a page: guests', () => {
  it('shows a light stand-in and 登录, and the labelled fields 昵称, 邮箱, 网址 on first click', async () => {
    const { user } = mount()
    await loaded()
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy()
    expect(screen.queryByLabelText(/昵称/)).toBeNull()
    await openGuestComposer(user)
    // a first-time guest starts at the first field
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /昵称/ })))
    expect(screen.getByRole('textbox', { name: /邮箱/ })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /网址/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy()
  })

  it('asks for a nickname and an http(s) address before sending anything', async () => {
    const { user, bodiesOf } = mount()
    await loaded()
    const box = await openGuestComposer(user)
    await user.type(box, '路过')
    await user.type(screen.getByRole('textbox', { name: /网址/ }), 'ftp://x.cn')
    await user.click(screen.getByRole('button', { name: '发表评论' }))
    expect(await screen.findByText('请输入昵称')).toBeTruthy()
    expect(screen.getByText('网址应以 http:// 或 https:// 开头')).toBeTruthy()
    expect(bodiesOf('/api/comment/add')).toEqual([])
  })

  it('asks for the e-mail where the owner requires it', async () => {
    const { user, bodiesOf } = mount({ rules: { guests: true, guest_email_required: true } })
    await loaded()
    const box = await openGuestComposer(user)
    expect(screen.getByText('必填，不公开')).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: /昵称/ }), '阿飞')
    await user.type(box, '路过')
    await user.click(screen.getByRole('button', { name: '发表评论' }))
    expect(await screen.findByText('请填写邮箱')).toBeTruthy()
    expect(bodiesOf('/api/comment/add')).toEqual([])
  })

  it('posts as a guest, keeps the token, sends it back, remembers the fields and offers 删除 on their own', async () => {
    const server = pageServer()
    const first = mount({ server })
    await loaded()
    const box = await openGuestComposer(first.user)
    await first.user.type(screen.getByRole('textbox', { name: /昵称/ }), '阿飞')
    await first.user.type(screen.getByRole('textbox', { name: /网址/ }), 'https://afei.me')
    await first.user.type(box, '第一次来')
    await first.user.click(screen.getByRole('button', { name: '发表评论' }))
    const mine = await screen.findByRole('article', { name: '阿飞的评论' })
    expect(first.bodiesOf('/api/comment/add')).toEqual([
      {
        type: 4,
        for_id: PAGE_ID,
        content: '第一次来',
        guest: { nick_name: '阿飞', url: 'https://afei.me' },
        // the form's pass (docs/api.md §27): its token, and the honeypot a person leaves empty
        form_token: MOCK_FORM_TOKEN,
        website: '',
      },
    ])
    expect(within(mine).getByRole('button', { name: '删除' })).toBeTruthy()
    // nobody else's comment can be deleted by a guest
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(1)
    first.unmount()

    // the next visit: the token goes with every comment call, the fields are filled in
    const second = mount({ server })
    const again = await screen.findByRole('article', { name: '阿飞的评论' })
    expect(second.headers.find((h) => h.route.endsWith('frontGetParentComment'))?.guest).toBe(
      MOCK_GUEST_TOKEN,
    )
    const text = await openGuestComposer(second.user)
    expect((screen.getByRole('textbox', { name: /昵称/ }) as HTMLInputElement).value).toBe('阿飞')
    // a guest the browser remembers goes straight to the text
    await waitFor(() => expect(document.activeElement).toBe(text))
    expect((screen.getByRole('textbox', { name: /网址/ }) as HTMLInputElement).value).toBe('https://afei.me')

    await second.user.click(within(again).getByRole('button', { name: '删除' }))
    const dialog = await screen.findByRole('alertdialog', {}, LAZY_LOAD)
    await second.user.click(within(dialog).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(screen.queryByRole('article', { name: '阿飞的评论' })).toBeNull())
    expect(second.headers.find((h) => h.route.startsWith('DELETE'))?.guest).toBe(MOCK_GUEST_TOKEN)
  })

  it('a second guest comment sends the kept token in the body too', async () => {
    localStorage.setItem('xz:guest-token', 'kept-token')
    const { user, bodiesOf } = mount()
    await loaded()
    const box = await openGuestComposer(user)
    await user.type(screen.getByRole('textbox', { name: /昵称/ }), '阿飞')
    await user.type(box, '又来了')
    await user.click(screen.getByRole('button', { name: '发表评论' }))
    await screen.findByRole('article', { name: '阿飞的评论' })
    expect(bodiesOf('/api/comment/add')[0]).toMatchObject({ guest_token: 'kept-token' })
  })

  it('asks for a fresh form pass after each send: a pass is taken once', async () => {
    const { user, calls } = mount()
    const passes = () => calls.filter((c) => c.path === '/api/spam/pass')
    await loaded()
    const box = await openGuestComposer(user)
    await waitFor(() => expect(passes()).toHaveLength(1))
    await user.type(screen.getByRole('textbox', { name: /昵称/ }), '阿飞')
    await user.type(box, '一')
    await user.click(screen.getByRole('button', { name: '发表评论' }))
    await screen.findByRole('article', { name: '阿飞的评论' })
    await waitFor(() => expect(passes()).toHaveLength(2))
  })

  it('refuses before sending what the server would refuse, in the server’s words', async () => {
    const { user, bodiesOf } = mount()
    await loaded()
    const box = await openGuestComposer(user)
    await user.type(screen.getByRole('textbox', { name: /昵称/ }), '阿飞')
    // an address with a quote in it, and a site address longer than the server keeps
    await user.type(screen.getByRole('textbox', { name: /邮箱/ }), 'a"b@mail.example')
    await user.type(screen.getByRole('textbox', { name: /网址/ }), `https://a.example/${'x'.repeat(200)}`)
    await user.type(box, '你好')
    await user.click(screen.getByRole('button', { name: '发表评论' }))
    expect(await screen.findByText('邮箱格式不正确')).toBeTruthy()
    expect(screen.getByText('网址太长')).toBeTruthy()
    expect(bodiesOf('/api/comment/add')).toEqual([])
  })

  it('asks for a login where the owner allows no guests', async () => {
    mount({ rules: { guests: false, guest_email_required: false } })
    await loaded()
    expect(screen.getByRole('button', { name: '登录后参与评论' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '说点什么吧～' })).toBeNull()
  })

  it('a signed-in reader writes as themselves, without the guest fields', async () => {
    setSession(XIAOMING)
    mount()
    expect(await screen.findByRole('textbox', { name: '评论内容' }, LAZY_LOAD)).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: /昵称/ })).toBeNull()
  })
})

describe('Comments: the 预览 tab', () => {
  it('shows the comment as the server renders it, and goes back to the text on 编辑', async () => {
    const { user, bodiesOf } = mount()
    await loaded()
    const box = await openGuestComposer(user)
    await user.type(box, '**很好**')
    await user.click(screen.getByRole('tab', { name: '预览' }))
    expect((await screen.findByText('很好')).tagName).toBe('STRONG')
    expect(bodiesOf('/api/comment/preview')).toEqual([{ content: '**很好**' }])
    expect(screen.getByRole('tab', { name: '预览' }).getAttribute('aria-selected')).toBe('true')
    await user.click(screen.getByRole('tab', { name: '编辑' }))
    expect((screen.getByRole('textbox', { name: '评论内容' }) as HTMLTextAreaElement).value).toBe('**很好**')
  })
})

describe('<xz-comments> on a page', () => {
  it('with no type or for-id, shows the thread of the path it is given', async () => {
    await import('./element.ts')
    const calls = mockApi({ ...pageServer(), ...pageRoutes({ pageId: PAGE_ID }) })
    const el = document.createElement('xz-comments')
    el.setAttribute('path', '/posts/b/')
    el.setAttribute('page-title', '第二篇')
    document.body.append(el)
    try {
      await waitFor(() => expect(el.shadowRoot?.querySelector('h3')?.textContent).toBe('3 条评论'))
      expect(calls.find((c) => c.path === '/api/page/thread')?.body).toEqual({
        path: '/posts/b/',
        title: '第二篇',
      })
    } finally {
      el.remove()
    }
  })
})
