import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { forever, MockFailure } from '../testing/mock-api.ts'
import { asElement, widgetStoriesMeta, withMockApi } from '../testing/story-header.tsx'
import { MOBILE } from '../ui/story-root.tsx'
import { Albums } from './Albums.tsx'
import { albumRoutes } from './fixtures.ts'
import './element.ts'

const meta = {
  title: 'Widgets/Albums',
  // the demo albums unless a story passes `parameters.api`
  ...widgetStoriesMeta(Albums, { layout: 'padded', decorators: [withMockApi(albumRoutes)] }),
} satisfies Meta<typeof Albums>

export default meta
type Story = StoryObj<typeof meta>

// ---- the album list ----
export const AlbumList: Story = {}
export const AlbumListMobile: Story = { globals: MOBILE }

// ---- one album: 10 photos, landscape, portrait and square mixed ----
export const OneAlbum: Story = { args: { albumId: 1 } }
export const OneAlbumMobile: Story = { args: { albumId: 1 }, globals: MOBILE }

// ---- the lightbox, opened at the third photo ----
const openThird: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: '查看第 3 张照片' }))
}
export const LightboxOpen: Story = { args: { albumId: 1 }, play: openThird }
export const LightboxOpenMobile: Story = { args: { albumId: 1 }, globals: MOBILE, play: openThird }

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
export const ErrorInAlbum: Story = {
  args: { albumId: 1 },
  parameters: {
    api: { ...albumRoutes(), 'GET /api/photo/getAllPhotosByAlbumId/1': new MockFailure(500, '服务端错误') },
  },
}

// ---- the custom element, styles adopted into its shadow root ----
export const AsCustomElement: Story = { render: asElement('xz-albums') }
