import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDraftStore, emptyArticleForm } from '../../../core/desk/index.ts'
import { ARTICLE } from '../../../widgets/article/fixtures.ts'
import { DeskAt, deskAddress as address } from '../../testing/desk-at.tsx'
import { deskRoutes } from '../../fixtures.ts'
import { mockDeskApi, sent, unmockDeskApi } from '../../testing/mock-desk-api.ts'

beforeEach(() => {
  localStorage.clear()
  mockDeskApi({
    ...deskRoutes(),
    'POST /api/article/add': { ...ARTICLE, id: 42 },
    'PUT /api/article/update': ARTICLE,
  })
})
afterEach(unmockDeskApi)

// the first test loads the editor's chunk (CodeMirror), which takes seconds on a busy machine
describe('the writing page', { timeout: 20_000 }, () => {
  it('asks for what is missing instead of sending', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/articles/write" />)
    await user.click(await screen.findByRole('button', { name: '发布' }, { timeout: 15_000 }))
    expect(await screen.findByText('请输入文章标题')).toBeTruthy()
    expect(screen.getByText('请输入文章内容')).toBeTruthy()
    expect(screen.getByText('请选择或输入分类')).toBeTruthy()
    expect(sent.some((r) => r.path === '/api/article/add')).toBe(false)
  })

  it('offers a draft left from a crash, and restoring it fills the form', async () => {
    createDraftStore().save('new', {
      ...emptyArticleForm(),
      article_title: '崩溃前的草稿',
      article_content: '还没保存的正文',
      category_name: '随笔',
      tags: ['React', '全新标签'],
    })
    const user = userEvent.setup()
    render(<DeskAt start="/desk/articles/write" />)
    const offer = await screen.findByText(/自动保存的草稿，是否恢复/, undefined, { timeout: 5000 })
    await user.click(within(offer.parentElement as HTMLElement).getByRole('button', { name: '恢复草稿' }))
    expect((screen.getByPlaceholderText('文章标题') as HTMLInputElement).value).toBe('崩溃前的草稿')
    const chosen = screen.getByRole('list', { name: '已选标签' })
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['React', '全新标签新'])

    await user.click(screen.getByRole('button', { name: '发布' }))
    await waitFor(() => expect(address()).toBe('/desk/articles/write?id=42'))
    const add = sent.find((r) => r.path === '/api/article/add')?.body
    expect(add).toMatchObject({
      article_title: '崩溃前的草稿',
      article_content: '还没保存的正文',
      category: { id: 1, category_name: '随笔' },
      tagList: [{ id: 1, tag_name: 'React' }, { tag_name: '全新标签' }],
    })
    // published: the draft is gone
    expect(createDraftStore().load('new')).toBeNull()
  })

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const user = userEvent.setup()
    render(<DeskAt start="/desk/articles/write?id=3" />)
    const title = (await screen.findByPlaceholderText('文章标题', undefined, {
      timeout: 5000,
    })) as HTMLInputElement
    expect(title.value).toBe(ARTICLE.article_title)
    await user.type(title, '（改）')
    await user.click(screen.getByRole('link', { name: '文章列表' }))
    const ask = await screen.findByRole('alertdialog', undefined, { timeout: 5000 })
    expect(ask.textContent).toContain('有未保存的修改，确定离开吗？')
    await user.click(within(ask).getByRole('button', { name: '取消' }))
    expect(address()).toBe('/desk/articles/write?id=3')
    // the change was kept as a draft for this article
    await waitFor(() =>
      expect(createDraftStore().load('3')?.form.article_title).toBe(`${ARTICLE.article_title}（改）`),
    )
  })
})
