import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from './Badge.tsx'
import { Button } from './Button.tsx'
import { withWidgetRoot } from './story-root.tsx'
import * as icons from './icons.ts'

const meta = {
  title: 'UI/Badge',
  component: Badge,
  decorators: [withWidgetRoot],
  args: { count: 3 },
  render: (args) => (
    <Badge {...args}>
      <Button icon={icons.bell} iconOnly variant="text">
        我的消息
      </Button>
    </Badge>
  ),
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Count: Story = {}
export const Zero: Story = { args: { count: 0 } }
export const Nine: Story = { args: { count: 9 } }
export const TenShowsNinePlus: Story = { args: { count: 10 } }
export const Dot: Story = { args: { count: 5, dot: true } }
export const Standalone: Story = { args: { count: 12 }, render: (args) => <Badge {...args} /> }

export const OnChatButton: Story = {
  args: { count: 4 },
  render: (args) => (
    <Badge {...args}>
      <Button icon={icons.chat} iconOnly variant="primary" size="large">
        聊天室
      </Button>
    </Badge>
  ),
}
