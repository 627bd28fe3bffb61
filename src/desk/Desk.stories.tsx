import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { createDraftStore, emptyArticleForm } from '../core/desk/index.ts'
import { forever, MockFailure } from '../widgets/testing/mock-api.ts'
import { MOBILE } from '../widgets/ui/story-root.tsx'
import { type DeskDemo, deskStoriesMeta, phoneWide } from './testing/desk-demo.tsx'
import { deskRoutes } from './fixtures.ts'

const meta = {
  title: 'Desk',
  ...deskStoriesMeta({ routes: deskRoutes, start: '/desk/articles', decorators: [phoneWide] }),
} satisfies Meta<typeof DeskDemo>

export default meta
type Story = StoryObj<typeof meta>

// ---- the articles list ----
export const Articles: Story = {}
export const ArticlesMobile: Story = { globals: MOBILE }

// ---- filters that match nothing; no article at all; loading; failure ----
export const NoMatch: Story = { args: { start: '/desk/articles?q=不存在的文章' } }
export const NoArticles: Story = { parameters: { api: deskRoutes({ articles: [] }) } }
export const Loading: Story = { parameters: { api: deskRoutes({ listRoute: () => forever() }) } }
export const LoadFailed: Story = {
  parameters: { api: deskRoutes({ listRoute: new MockFailure(500, '服务端错误') }) },
}

// ---- the phone menu, open ----
const openMenu: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: '打开管理菜单' }))
}
export const MenuMobile: Story = { globals: MOBILE, play: openMenu }

// ---- deleting asks first ----
const askDelete: Story['play'] = async ({ canvasElement }) => {
  const rows = await within(canvasElement).findAllByRole('button', { name: '删除' })
  if (rows[1]) await userEvent.click(rows[1])
}
export const DeleteAsks: Story = { play: askDelete }

// ---- the writing page: a new article, an existing one, a draft offered back ----
const writing = () => deskRoutes()
const NEW = { start: '/desk/articles/write' }
const EDIT = { start: '/desk/articles/write?id=3' }
export const WriteNew: Story = { args: NEW, parameters: { api: writing() } }
export const WriteNewMobile: Story = { args: NEW, parameters: { api: writing() }, globals: MOBILE }
export const EditArticle: Story = { args: EDIT, parameters: { api: writing() } }
export const EditArticleMobile: Story = {
  args: EDIT,
  parameters: { api: writing() },
  globals: MOBILE,
}
const previewTab: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('tab', { name: '预览' }))
}
export const EditPreviewMobile: Story = {
  args: EDIT,
  parameters: { api: writing() },
  globals: MOBILE,
  play: previewTab,
}
export const DraftOffered: Story = {
  args: NEW,
  parameters: { api: writing() },
  beforeEach: () => {
    const drafts = createDraftStore()
    drafts.save('new', {
      ...emptyArticleForm(),
      article_title: '崩溃前没保存的文章',
      article_content: '正文',
    })
    return () => drafts.remove('new')
  },
}
const publishEmpty: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: '发布' }))
}
export const ValidationErrors: Story = { args: NEW, parameters: { api: writing() }, play: publishEmpty }
