import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { Button } from './Button.tsx'
import { Popover, type PopoverProps } from './Popover.tsx'
import { withWidgetRoot } from './story-root.tsx'
import * as icons from './icons.ts'

const menu = (close: () => void) => (
  <div className="xz-story-menu">
    <Button variant="text" icon={icons.copy} onClick={close}>
      复制
    </Button>
    <Button variant="text" icon={icons.refresh} onClick={close}>
      撤回
    </Button>
    <Button variant="text" icon={icons.trash} onClick={close}>
      删除
    </Button>
  </div>
)

const meta = {
  title: 'UI/Popover',
  component: Popover,
  decorators: [withWidgetRoot],
  args: {
    'aria-label': '消息操作',
    content: menu as PopoverProps['content'],
    placement: 'bottom',
    children: (
      <Button icon={icons.more} iconOnly>
        更多
      </Button>
    ),
  },
  argTypes: {
    placement: {
      control: 'select',
      options: ['top', 'bottom', 'left', 'right', 'bottom-start', 'bottom-end'],
    },
  },
} satisfies Meta<typeof Popover>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

const openIt: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  await userEvent.click(canvas.getByRole('button', { name: '更多' }))
  // the panel's code arrives with the first opening
  await canvas.findByRole('dialog')
}

export const Open: Story = { play: openIt }
export const TextContent: Story = {
  args: { content: <p className="xz-story-note">最后登录：3 分钟前</p>, 'aria-label': '详情' },
  play: openIt,
}
