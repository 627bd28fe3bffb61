import { setSession } from '../testing/session.ts'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { configure } from '../../core/config/index.ts'
import type { Comment, UserInfo } from '../../core/contract/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { MockFailure, type MockRoute, mockFetch, failingUntilRecovered } from '../testing/mock-api.ts'
import { Comments, type CommentsProps } from './Comments.tsx'
import { commentRoutes } from './mock-comments.ts'
import { resetWidgetStateEachTest } from '../testing/lifecycle.ts'
import { LAZY_LOAD } from '../testing/states.ts'
import {
  ADMIN_WITH_AVATAR,
  ARTICLE_COMMENTS,
  PEOPLE,
  XIAOMING,
  seedComments,
  type CommentSeed,
} from '../../core/testing/index.ts'

/** The logged-in reader's composer: its code arrives when the widget first shows one. */
const composerBox = async () =>
  (await screen.findByRole('textbox', { name: '评论内容' }, LAZY_LOAD)) as HTMLTextAreaElement

interface Call {
  method: string
  path: string
  body: unknown
}

interface MountOptions {
  seeds?: CommentSeed[]
  rows?: Comment[]
  session?: UserInfo | null
  routes?: Record<string, MockRoute>
  props?: Partial<CommentsProps>
}

function mount({
  seeds = ARTICLE_COMMENTS,
  rows,
  session = null,
  routes = {},
  props = {},
}: MountOptions = {}) {
  const calls: Call[] = []
  const table = rows ?? seedComments(1, 1, seeds)
  configure({
    fetch: mockFetch(
      { ...commentRoutes(table), ...routes },
      { onRequest: (method, path, body) => calls.push({ method, path, body }) },
    ),
  })
  setSession(session)
  const user = userEvent.setup()
  const view = render(<Comments type={1} forId={1} theme="light" {...props} />)
  const callsTo = (path: string) => calls.filter((c) => c.path === `/api/comment/${path}`)
  return { user, calls, callsTo, ...view }
}

const threads = () => document.querySelectorAll<HTMLElement>('[part~="list"] > li')
/** the replies shown under a thread */
const replies = (thread: HTMLElement) => within(thread).queryAllByRole('article', { name: /的回复$/ })
/** who wrote the thread's comment, as a screen reader names it ("站长的评论") */
const firstAuthor = () => threads()[0]?.querySelector('article')?.getAttribute('aria-label')
const topLevel = (name: string) => screen.getAllByRole('article', { name: `${name}的评论` }) as HTMLElement[]
const loaded = () => screen.findByRole('heading', { name: /条评论$/ })

// each test walks several mocked round trips; leave room on a busy machine
vi.setConfig({ testTimeout: 20_000 })

resetWidgetStateEachTest()

describe('Comments: list and paging', () => {
  it('shows the total and the first 5 top-level comments, then 5 more on "加载更多"', async () => {
    const { user, callsTo } = mount()
    // 12 top-level comments + 10 replies
    expect((await loaded()).textContent).toBe('22 条评论')
    expect(threads()).toHaveLength(5)
    expect(callsTo('frontGetParentComment')[0]?.body).toMatchObject({
      type: 1,
      for_id: 1,
      current: 1,
      size: 5,
      order: 'new',
    })

    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(threads()).toHaveLength(10))
    expect(callsTo('frontGetParentComment')[1]?.body).toMatchObject({ current: 2, size: 5 })

    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(threads()).toHaveLength(12))
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull()
    expect(screen.getByText('已经到底啦')).toBeTruthy()
  })

  it('the order switch refetches with order "hot"', async () => {
    const { user, callsTo } = mount()
    await loaded()
    expect(screen.getByRole('button', { name: '最新' }).getAttribute('aria-pressed')).toBe('true')
    await user.click(screen.getByRole('button', { name: '最热' }))
    await waitFor(() => expect(callsTo('frontGetParentComment')).toHaveLength(2))
    expect(callsTo('frontGetParentComment')[1]?.body).toMatchObject({ current: 1, size: 5, order: 'hot' })
    expect(screen.getByRole('button', { name: '最热' }).getAttribute('aria-pressed')).toBe('true')
    // the admin's 21 likes come first
    await waitFor(() => expect(firstAuthor()).toBe('站长的评论'))
  })

  it('replies are paged by 5 under their comment: "查看更多回复" and "收起"', async () => {
    const { user, callsTo } = mount()
    await loaded()
    const first = threads()[0] as HTMLElement
    await waitFor(() => expect(replies(first)).toHaveLength(5))
    expect(callsTo('frontGetChildrenComment')[0]?.body).toMatchObject({ parent_id: 1, current: 1, size: 5 })

    await user.click(within(first).getByRole('button', { name: /查看更多回复/ }))
    await waitFor(() => expect(replies(first)).toHaveLength(8))
    expect(callsTo('frontGetChildrenComment').at(-1)?.body).toMatchObject({ parent_id: 1, current: 2 })
    expect(within(first).queryByRole('button', { name: /查看更多回复/ })).toBeNull()

    await user.click(within(first).getByRole('button', { name: '收起' }))
    expect(replies(first)).toHaveLength(5)
    expect(within(first).getByRole('button', { name: /查看更多回复/ })).toBeTruthy()
  })

  it('shows the empty state', async () => {
    mount({ seeds: [] })
    expect(await screen.findByText('还没有评论，来抢沙发吧～')).toBeTruthy()
    expect(screen.getByRole('heading').textContent).toBe('0 条评论')
  })

  it('shows an error with a retry that loads again', async () => {
    const list = failingUntilRecovered(
      new MockFailure(500, '服务端错误'),
      commentRoutes(seedComments(1, 1, ARTICLE_COMMENTS))['POST /api/comment/frontGetParentComment'],
    )
    const { user } = mount({ routes: { 'POST /api/comment/frontGetParentComment': list.route } })
    expect(await screen.findByText('评论加载失败')).toBeTruthy()
    list.recover()
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect((await loaded()).textContent).toBe('22 条评论')
    expect(threads()).toHaveLength(5)
  })

  it('shows markup in a comment as its text, the line break kept', async () => {
    const { container } = mount({
      seeds: [{ from: PEOPLE.deer, content: '<script>alert("xss")</script>\n<b>粗体</b>', minutes: 3 }],
    })
    await loaded()
    const body = container.querySelector('.xz-comments-md-body') as HTMLElement
    expect(body.textContent).toBe('<script>alert("xss")</script><b>粗体</b>')
    expect(body.querySelectorAll('br')).toHaveLength(1)
    expect(container.querySelector('script')).toBeNull()
    expect(body.querySelector('b')).toBeNull()
  })
})

describe('Comments: replies', () => {
  it('a reply to a reply shows "回复 @name" and posts parent_id / to_id of the thread', async () => {
    const { user, callsTo } = mount({ session: XIAOMING })
    await loaded()
    const first = threads()[0] as HTMLElement
    await waitFor(() => expect(replies(first)).toHaveLength(5))

    // a reply to the thread's author reads plainly; a reply to another reply names its addressee
    const toQing = within(first).getByRole('article', { name: 'Kevin的回复' })
    expect(toQing.textContent).toContain('回复 @阿青：')
    const coder = within(first).getByRole('article', { name: '代码搬运工的回复' })
    expect(coder.textContent).not.toContain('回复 @')

    await user.click(within(coder).getByRole('button', { name: '回复' }))
    const box = await within(coder).findByRole('textbox', { name: '回复 代码搬运工' }, LAZY_LOAD)
    expect(box.getAttribute('placeholder')).toBe('回复 @代码搬运工')
    await user.type(box, '我也来凑个热闹')
    // the open composer's send button comes after the comment's own 回复 action
    await user.click(within(coder).getAllByRole('button', { name: '回复' }).at(-1) as HTMLElement)
    await waitFor(() => expect(callsTo('apply')).toHaveLength(1))
    expect(callsTo('apply')[0]?.body).toEqual({
      type: 1,
      for_id: 1,
      parent_id: 1,
      to_id: PEOPLE.coder.id,
      content: '我也来凑个热闹',
    })
    const mine = await within(first).findByRole('article', { name: '小明的回复' })
    expect(mine.textContent).toContain('回复 @代码搬运工：我也来凑个热闹')
    expect((await loaded()).textContent).toBe('23 条评论')
    expect(await screen.findByText('回复成功')).toBeTruthy()
  })

  it('a reply to the top comment posts its id and author', async () => {
    const { user, callsTo } = mount({ session: XIAOMING, seeds: [ARTICLE_COMMENTS[2] as CommentSeed] })
    await loaded()
    const [qing] = topLevel('阿青')
    if (!qing) throw new Error('no comment')
    await user.click(within(qing).getByRole('button', { name: '回复' }))
    const box = await within(qing).findByRole('textbox', { name: '回复 阿青' }, LAZY_LOAD)
    await user.type(box, '是默认主题哦')
    await user.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() => expect(callsTo('apply')).toHaveLength(1))
    expect(callsTo('apply')[0]?.body).toMatchObject({ parent_id: 1, to_id: PEOPLE.qing.id })
    const mine = await within(qing).findByRole('article', { name: '小明的回复' })
    expect(mine.textContent).not.toContain('回复 @')
    // the composer closes after posting
    expect(within(qing).queryByRole('textbox')).toBeNull()
  })

  it('an anonymous "回复" asks for the login instead of opening a composer', async () => {
    const { user } = mount()
    await loaded()
    const [deer] = topLevel('林间小鹿')
    if (!deer) throw new Error('no comment')
    await user.click(within(deer).getAllByRole('button', { name: '回复' })[0] as HTMLElement)
    expect(sessionStore.getState().showLogin).toBe(true)
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})

describe('Comments: likes', () => {
  it('toggles a like optimistically and keeps the server count', async () => {
    const { user, callsTo } = mount({
      seeds: [{ from: PEOPLE.qing, content: '好文', minutes: 5, likes: 3 }],
    })
    await loaded()
    const like = screen.getByRole('button', { name: '点赞 3' })
    expect(like.getAttribute('aria-pressed')).toBe('false')
    await user.click(like)
    expect(like.getAttribute('aria-pressed')).toBe('true')
    expect(like.textContent).toBe('4')
    await waitFor(() => expect(callsTo('thumbUp/1')).toHaveLength(1))
    await user.click(like)
    await waitFor(() => expect(callsTo('cancelCommentLike/1')).toHaveLength(1))
    expect(like.getAttribute('aria-pressed')).toBe('false')
    expect(like.textContent).toBe('3')
  })

  it('rolls back when the like call fails', async () => {
    const { user, callsTo } = mount({
      seeds: [{ from: PEOPLE.qing, content: '好文', minutes: 5, likes: 3 }],
      routes: { 'PUT /api/comment/thumbUp/*': new MockFailure(500, '服务端错误') },
    })
    await loaded()
    const like = screen.getByRole('button', { name: '点赞 3' })
    await user.click(like)
    await waitFor(() => expect(callsTo('thumbUp/1')).toHaveLength(1))
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'))
    expect(like.textContent).toBe('3')
    expect(await screen.findByText('服务端错误')).toBeTruthy()
  })
})

describe('Comments: delete', () => {
  it('a user sees "删除" only on their own comments', async () => {
    const { user } = mount({ session: XIAOMING })
    await loaded()
    const first = threads()[0] as HTMLElement
    await waitFor(() => expect(replies(first)).toHaveLength(5))
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
    // 小明's reply is the 8th in the first thread
    await user.click(within(first).getByRole('button', { name: /查看更多回复/ }))
    const mine = await within(first).findByRole('article', { name: '小明的回复' })
    const deletes = screen.getAllByRole('button', { name: '删除' })
    expect(deletes).toHaveLength(1)
    expect(mine.contains(deletes[0] as HTMLElement)).toBe(true)
  })

  it('anonymous visitors see no "删除"', async () => {
    mount()
    await loaded()
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
  })

  it('the admin deletes any comment after "确定删除吗?", and the total drops with its replies', async () => {
    const { user, callsTo } = mount({ session: ADMIN_WITH_AVATAR })
    await loaded()
    const first = threads()[0] as HTMLElement
    await waitFor(() => expect(replies(first)).toHaveLength(5))
    const deletes = screen.getAllByRole('button', { name: '删除' })
    // every comment shown: 5 top-level + 5 + 1 replies
    expect(deletes).toHaveLength(11)

    const deer = topLevel('林间小鹿')[0] as HTMLElement
    // its own 删除 comes before those of the replies under it
    await user.click(within(deer).getAllByRole('button', { name: '删除' })[0] as HTMLElement)
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('确定删除吗?')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(callsTo('delete/1')).toHaveLength(1))
    expect(callsTo('delete/1')[0]?.method).toBe('DELETE')
    expect(await screen.findByText('删除成功')).toBeTruthy()
    // 22 − the comment − its 8 replies
    expect((await loaded()).textContent).toBe('13 条评论')
    expect(screen.queryByRole('article', { name: '林间小鹿的评论' })).toBeNull()
  })

  it('cancelling the confirmation deletes nothing', async () => {
    const { user, calls } = mount({ session: XIAOMING })
    await loaded()
    // 小明's comment is on the second page
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    const own = (await screen.findAllByRole('article', { name: '小明的评论' }))[0] as HTMLElement
    await user.click(within(own).getByRole('button', { name: '删除' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }))
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0)
    expect(screen.getByRole('article', { name: '小明的评论' })).toBeTruthy()
  })
})

describe('Comments: composer', () => {
  it('anonymous visitors get "登录后参与评论", which requests the login', async () => {
    const asked: number[] = []
    const { user } = mount({ props: { onRequestLogin: () => asked.push(1) } })
    await loaded()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(sessionStore.getState().showLogin).toBe(false)
    await user.click(screen.getByRole('button', { name: '登录后参与评论' }))
    expect(sessionStore.getState().showLogin).toBe(true)
    expect(asked).toHaveLength(1)
  })

  it('posting puts the new comment on top and updates the total', async () => {
    const posted: Comment[] = []
    const totals: number[] = []
    const { user, callsTo } = mount({
      session: XIAOMING,
      props: { onComment: (c) => posted.push(c), onTotalChange: (n) => totals.push(n) },
    })
    await loaded()
    const box = await composerBox()
    const send = screen.getByRole('button', { name: '发表评论' }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    await user.type(box, '第一行{Shift>}{Enter}{/Shift}第二行')
    expect(send.disabled).toBe(false)
    await user.click(send)
    await waitFor(() => expect(callsTo('add')).toHaveLength(1))
    expect(callsTo('add')[0]?.body).toEqual({ type: 1, for_id: 1, content: '第一行\n第二行' })
    await waitFor(() => expect(firstAuthor()).toBe('小明的评论'))
    const body = (threads()[0] as HTMLElement).querySelector('.xz-comments-md-body') as HTMLElement
    expect(body.innerHTML).toBe('<p>第一行<br>第二行</p>')
    expect((await loaded()).textContent).toBe('23 条评论')
    expect((box as HTMLTextAreaElement).value).toBe('')
    expect(posted).toHaveLength(1)
    expect(totals).toEqual([22, 23])
    expect(await screen.findByText('评论成功')).toBeTruthy()

    // the next page neither repeats nor skips a row
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    // page 2 overlaps the held rows by one (the new comment shifted the server's pages)
    await waitFor(() => expect(threads()).toHaveLength(10))
    const ids = [...threads()].map((t) => t.querySelector('article')?.getAttribute('data-comment-id'))
    expect(new Set(ids).size).toBe(10)
  })

  it('Ctrl+Enter submits; the counter shows the 500 character limit', async () => {
    const { user, callsTo } = mount({ session: XIAOMING, seeds: [] })
    await loaded()
    const box = await composerBox()
    expect(screen.getByText('0/500')).toBeTruthy()
    fireEvent.change(box, { target: { value: '字'.repeat(600) } })
    expect(box.value).toHaveLength(500)
    expect(screen.getByText('500/500')).toBeTruthy()
    fireEvent.change(box, { target: { value: '沙发！' } })
    box.focus()
    await user.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() => expect(callsTo('add')).toHaveLength(1))
    expect(await screen.findByRole('article', { name: '小明的评论' })).toBeTruthy()
    expect(screen.queryByText('还没有评论，来抢沙发吧～')).toBeNull()
  })

  it('the emoji picker inserts at the caret', async () => {
    const { user } = mount({ session: XIAOMING, seeds: [] })
    await loaded()
    const box = await composerBox()
    await user.type(box, '好看')
    box.setSelectionRange(1, 1)
    await user.click(screen.getByRole('button', { name: '表情' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: '选择表情' })).getByRole('button', { name: '👍' }),
    )
    expect(box.value).toBe('好👍看')
  })

  it('login while mounted swaps the prompt for the composer', async () => {
    mount()
    await loaded()
    expect(screen.getByRole('button', { name: '登录后参与评论' })).toBeTruthy()
    act(() => setSession(XIAOMING))
    expect(await composerBox()).toBeTruthy()
  })
})

describe('Comments: as props from markup', () => {
  it('accepts type and forId as numeric strings (properties set by a framework)', async () => {
    configure({ fetch: mockFetch(commentRoutes(seedComments(1, 1, ARTICLE_COMMENTS))) })
    const loose = { type: '1', forId: '1' } as unknown as CommentsProps
    render(<Comments {...loose} theme="light" />)
    expect((await loaded()).textContent).toBe('22 条评论')
  })

  it('says so when only one of type and forId is given (with neither it is the thread of the page)', () => {
    render(<Comments type={1} theme="light" />)
    expect(screen.getByText('评论区缺少有效的 type 或 for-id')).toBeTruthy()
  })

  it('<xz-comments type="1" for-id="1"> renders in its shadow root', async () => {
    await import('./element.ts')
    configure({ fetch: mockFetch(commentRoutes(seedComments(1, 1, ARTICLE_COMMENTS))) })
    const el = document.createElement('xz-comments')
    el.setAttribute('type', '1')
    el.setAttribute('for-id', '1')
    el.setAttribute('order', 'hot')
    document.body.append(el)
    try {
      await waitFor(() => expect(el.shadowRoot?.querySelector('h3')?.textContent).toBe('22 条评论'))
      const pressed = el.shadowRoot?.querySelector('fieldset [aria-pressed="true"]')
      expect(pressed?.textContent).toBe('最热')
    } finally {
      el.remove()
    }
  })
})
