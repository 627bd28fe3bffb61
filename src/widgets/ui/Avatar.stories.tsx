import type { Meta, StoryObj } from '@storybook/react-vite'
import { Avatar } from './Avatar.tsx'
import { withWidgetRoot } from './story-root.tsx'

// A local picture (no network in stories): a tiny SVG landscape as a data URL.
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#9cc3ff"/><circle cx="46" cy="18" r="8" fill="#ffd166"/><path d="M0 52 20 30l14 14 10-8 20 16v12H0z" fill="#3e7bfa"/></svg>',
)}`

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  decorators: [withWidgetRoot],
  args: { name: '小站', size: 48 },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Image: Story = { args: { src: PICTURE } }
export const FallbackNoSrc: Story = { args: { src: '' } }
// bytes that are not an image: the load fails without a network error in the console
export const FallbackBrokenImage: Story = {
  args: { src: 'data:image/png;base64,bm90IGFuIGltYWdl', name: 'Admin' },
}
export const Square: Story = { args: { src: PICTURE, shape: 'square' } }

const NAMES = ['小明', '阿花', 'admin', '李雷', '韩梅梅', 'Tom', '王五', '😀 笑笑']

function Row() {
  return (
    <div className="xz-story-row">
      {NAMES.map((name) => (
        <Avatar key={name} name={name} />
      ))}
      <Avatar name="小站" src={PICTURE} />
      <Avatar name="大头像" size={72} />
      <Avatar name="小" size={24} />
    </div>
  )
}

export const Palette: Story = { render: () => <Row /> }
