import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Badge } from './Badge.tsx'
import { Button } from './Button.tsx'
import { Drawer, type DrawerProps } from './Drawer.tsx'
import { Empty } from './States.tsx'
import { LOREM, MOBILE, withWidgetRoot } from './story-root.tsx'
import * as icons from './icons.ts'

type DemoProps = Omit<DrawerProps, 'open' | 'onClose'> & { items?: number }

function DrawerDemo({ items = 20, ...props }: DemoProps) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <Badge count={items}>
        <Button icon={icons.bell} iconOnly variant="text" onClick={() => setOpen(true)}>
          我的消息
        </Button>
      </Badge>
      <Drawer
        title="我的消息"
        footer={items ? <Button variant="text">点击加载更多～</Button> : undefined}
        {...props}
        open={open}
        onClose={() => setOpen(false)}
      >
        {items ? (
          <ul className="xz-story-list">
            {Array.from({ length: items }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <strong>评论通知 #{n}</strong>
                <p className="xz-story-note">{LOREM}</p>
              </li>
            ))}
          </ul>
        ) : (
          <Empty text="暂无消息" />
        )}
      </Drawer>
    </>
  )
}

const meta = {
  title: 'UI/Drawer',
  component: DrawerDemo,
  decorators: [withWidgetRoot],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DrawerDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Right: Story = {}
export const Left: Story = { args: { placement: 'left', title: '菜单', items: 6 } }
export const FixedWidth: Story = { args: { title: '聊天室', width: 580, mobileWidth: 380, items: 8 } }
export const EmptyList: Story = { args: { items: 0 } }
export const Mobile: Story = { globals: MOBILE }
