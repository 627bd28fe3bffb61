import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { forever, MockFailure } from '../widgets/testing/mock-api.ts'
import { MOBILE } from '../widgets/ui/story-root.tsx'
import { type DeskDemo, deskStoriesMeta, phoneWide } from './testing/desk-demo.tsx'
import { mediaRoutes } from './testing/media-fixtures.ts'

const meta = {
  title: 'Desk/Talks and albums',
  ...deskStoriesMeta({ routes: mediaRoutes, start: '/desk/talks', decorators: [phoneWide] }),
} satisfies Meta<typeof DeskDemo>

export default meta
type Story = StoryObj<typeof meta>

// ---- talks: the composer and the list (pinned first, a hidden one marked) ----
export const Talks: Story = {}
export const TalksMobile: Story = { globals: MOBILE }
export const NoTalks: Story = { parameters: { api: mediaRoutes({ talks: [] }) } }
export const TalksLoading: Story = {
  parameters: { api: mediaRoutes({ override: { 'POST /api/desk/talks': () => forever() } }) },
}
export const TalksLoadFailed: Story = {
  parameters: {
    api: mediaRoutes({ override: { 'POST /api/desk/talks': new MockFailure(500, '服务端错误') } }),
  },
}

const editSecond: Story['play'] = async ({ canvasElement }) => {
  const edits = await within(canvasElement).findAllByRole('button', { name: '编辑' })
  if (edits[1]) await userEvent.click(edits[1])
}
export const EditingTalk: Story = { play: editSecond }
export const EditingTalkMobile: Story = { globals: MOBILE, play: editSecond }

const sendEmpty: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: '发布' }))
}
export const EmptyTalk: Story = { play: sendEmpty }

// ---- albums: the cards, one album's photos, the album dialog ----
const ALBUMS = { start: '/desk/albums' }
const PHOTOS = { start: '/desk/albums?id=1' }
export const Albums: Story = { args: ALBUMS }
export const AlbumsMobile: Story = { args: ALBUMS, globals: MOBILE }
export const NoAlbums: Story = { args: ALBUMS, parameters: { api: mediaRoutes({ albums: [] }) } }
export const AlbumsLoadFailed: Story = {
  args: ALBUMS,
  parameters: {
    api: mediaRoutes({
      override: { 'GET /api/photoAlbum/getAllAlbumList': new MockFailure(500, '服务端错误') },
    }),
  },
}

const newAlbum: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: '新建相册' }))
}
export const NewAlbum: Story = { args: ALBUMS, play: newAlbum }
export const NewAlbumMobile: Story = { args: ALBUMS, globals: MOBILE, play: newAlbum }

export const Photos: Story = { args: PHOTOS }
export const PhotosMobile: Story = { args: PHOTOS, globals: MOBILE }
export const EmptyAlbum: Story = { args: { start: '/desk/albums?id=4' } }
export const EditAlbum: Story = {
  args: PHOTOS,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '编辑相册' }))
  },
}
