import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { Button } from './Button.tsx'
import { withWidgetRoot } from './story-root.tsx'
import { Tooltip } from './Tooltip.tsx'
import * as icons from './icons.ts'

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  decorators: [withWidgetRoot],
  args: {
    content: '复制链接',
    placement: 'top',
    children: (
      <Button icon={icons.copy} iconOnly>
        复制
      </Button>
    ),
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'left', 'right', 'top-start', 'bottom-end'] },
  },
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Hover: Story = {}

/** Shown by focusing the trigger, the way a keyboard user meets it. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    within(canvasElement).getByRole('button')
  },
}

export const Bottom: Story = { args: { placement: 'bottom', content: '切换主题' }, play: Shown.play }
export const LongText: Story = {
  args: { content: '小站的聊天室支持文字、表情和图片，消息会实时推送给在线的所有人。' },
  play: Shown.play,
}
