import type { Meta, StoryObj } from '@storybook/react-vite'
import { LANDSCAPE_ICON } from '../../core/testing/index.ts'
import { Avatar } from './Avatar.tsx'
import { withWidgetRoot } from './story-root.tsx'

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  decorators: [withWidgetRoot],
  args: { name: '小站', size: 48 },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Image: Story = { args: { src: LANDSCAPE_ICON } }
export const FallbackNoSrc: Story = { args: { src: '' } }
// bytes that are not an image: the load fails without a network error in the console
export const FallbackBrokenImage: Story = {
  args: { src: 'data:image/png;base64,bm90IGFuIGltYWdl', name: 'Admin' },
}
export const Square: Story = { args: { src: LANDSCAPE_ICON, shape: 'square' } }

const NAMES = ['小明', '阿花', 'admin', '李雷', '韩梅梅', 'Tom', '王五', '😀 笑笑']

function Row() {
  return (
    <div className="xz-story-row">
      {NAMES.map((name) => (
        <Avatar key={name} name={name} />
      ))}
      <Avatar name="小站" src={LANDSCAPE_ICON} />
      <Avatar name="大头像" size={72} />
      <Avatar name="小" size={24} />
    </div>
  )
}

export const Palette: Story = { render: () => <Row /> }
