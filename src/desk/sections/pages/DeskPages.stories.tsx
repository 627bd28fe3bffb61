import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { forever, MockFailure, type MockRoute } from '../../../widgets/testing/mock-api.ts'
import { MOBILE } from '../../../widgets/ui/story-root.tsx'
import { type DeskDemo, deskStoriesMeta } from '../../testing/desk-demo.tsx'
import { sectionRoutes, withGlobeFile } from '../fixtures.ts'

const meta = {
  title: 'Desk/Sites and pages',
  ...deskStoriesMeta({ routes: sectionRoutes, start: '/desk/pages', wrap: withGlobeFile }),
} satisfies Meta<typeof DeskDemo>

export default meta
type Story = StoryObj<typeof meta>

const withRoutes = (change: Record<string, MockRoute>) => ({ api: { ...sectionRoutes(), ...change } })

// ---- 站点 → 站点列表 ----
export const Sites: Story = { args: { start: '/desk/site/sites' } }
export const SitesMobile: Story = { args: { start: '/desk/site/sites' }, globals: MOBILE }
export const SitesSnippets: Story = {
  args: { start: '/desk/site/sites' },
  play: async ({ canvasElement }) => {
    const site = (await within(canvasElement).findByText('旅行笔记')).closest('li') as HTMLElement
    await userEvent.click(within(site).getByText('嵌入代码'))
  },
}
export const SitesAddRefused: Story = {
  args: { start: '/desk/site/sites' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('网站地址'), 'blog.example.com')
    await userEvent.click(canvas.getByRole('button', { name: '添加网站' }))
  },
}
export const SitesRemoveAsks: Story = {
  args: { start: '/desk/site/sites' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '删除网站「旅行笔记」' }))
  },
}
export const SitesLoading: Story = {
  args: { start: '/desk/site/sites' },
  parameters: withRoutes({ 'GET /api/desk/sites': () => forever() }),
}
export const SitesFailed: Story = {
  args: { start: '/desk/site/sites' },
  parameters: withRoutes({ 'GET /api/desk/sites': new MockFailure(500, '服务端错误') }),
}

// ---- 页面 ----
export const Pages: Story = {}
export const PagesMobile: Story = { globals: MOBILE }
export const PagesEmpty: Story = {
  parameters: withRoutes({ 'POST /api/desk/pages': { current: 1, size: 20, total: 0, list: [] } }),
}
export const PagesLoading: Story = { parameters: withRoutes({ 'POST /api/desk/pages': () => forever() }) }
export const PagesFailed: Story = {
  parameters: withRoutes({ 'POST /api/desk/pages': new MockFailure(500, '服务端错误') }),
}
export const PageThread: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: '评论：「京都的秋天」' }),
    )
  },
}
export const PageMove: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: '移动「京都的秋天（旧链接）」' }),
    )
  },
}
export const PageMoveMobile: Story = { ...PageMove, globals: MOBILE }
export const PageMerge: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: '合并「京都的秋天（旧链接）」' }),
    )
  },
}
