import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { createElement } from 'react'
import { userEvent, within } from 'storybook/test'
import { configure } from '../../core/config/index.ts'
import { forever, MockFailure, mockFetch } from '../testing/mock-api.ts'
import { DARK, MOBILE } from '../ui/story-root.tsx'
import { Albums } from './Albums.tsx'
import { albumRoutes } from './fixtures.ts'
import './element.ts'

/** Answers the API from `parameters.api` (default: the demo albums); no server, no network. */
const withMockApi: Decorator = (Story, context) => {
  const routes = (context.parameters.api as Record<string, unknown> | undefined) ?? albumRoutes()
  configure({ fetch: mockFetch(routes) })
  return <Story />
}

const meta = {
  title: 'Widgets/Albums',
  component: Albums,
  decorators: [withMockApi],
  parameters: { layout: 'padded' },
  render: (args, context) => <Albums {...args} theme={context.globals.theme === 'dark' ? 'dark' : 'light'} />,
} satisfies Meta<typeof Albums>

export default meta
type Story = StoryObj<typeof meta>

const MOBILE_DARK = { ...MOBILE, ...DARK }

// ---- the album list ----
export const AlbumList: Story = {}
export const AlbumListDark: Story = { globals: DARK }
export const AlbumListMobile: Story = { globals: MOBILE }
export const AlbumListMobileDark: Story = { globals: MOBILE_DARK }

// ---- one album: 10 photos, landscape, portrait and square mixed ----
export const OneAlbum: Story = { args: { albumId: 1 } }
export const OneAlbumDark: Story = { args: { albumId: 1 }, globals: DARK }
export const OneAlbumMobile: Story = { args: { albumId: 1 }, globals: MOBILE }
export const OneAlbumMobileDark: Story = { args: { albumId: 1 }, globals: MOBILE_DARK }

// ---- the lightbox, opened at the third photo ----
const openThird: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: '查看第 3 张照片' }))
}
export const LightboxOpen: Story = { args: { albumId: 1 }, play: openThird }
export const LightboxOpenDark: Story = { args: { albumId: 1 }, globals: DARK, play: openThird }
export const LightboxOpenMobile: Story = { args: { albumId: 1 }, globals: MOBILE, play: openThird }
export const LightboxOpenMobileDark: Story = { args: { albumId: 1 }, globals: MOBILE_DARK, play: openThird }

// ---- states ----
export const EmptyList: Story = { parameters: { api: { 'GET /api/photoAlbum/getAllAlbumList': [] } } }
export const EmptyAlbum: Story = { args: { albumId: 4 } }
export const Loading: Story = {
  parameters: { api: { 'GET /api/photoAlbum/getAllAlbumList': () => forever() } },
}
export const LoadingPhotos: Story = {
  args: { albumId: 1 },
  parameters: { api: { ...albumRoutes(), 'GET /api/photo/getAllPhotosByAlbumId/1': () => forever() } },
}
export const ErrorState: Story = {
  parameters: { api: { 'GET /api/photoAlbum/getAllAlbumList': new MockFailure(500, '服务端错误') } },
}
export const ErrorStateDark: Story = { ...ErrorState, globals: DARK }
export const ErrorInAlbum: Story = {
  args: { albumId: 1 },
  parameters: {
    api: { ...albumRoutes(), 'GET /api/photo/getAllPhotosByAlbumId/1': new MockFailure(500, '服务端错误') },
  },
}

// ---- the custom element, styles adopted into its shadow root ----
export const AsCustomElement: Story = {
  render: (_args, context) =>
    createElement('xz-albums', { theme: context.globals.theme === 'dark' ? 'dark' : 'light' }),
}
