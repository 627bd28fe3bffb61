import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from './Button.tsx'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { useConfirm } from './use-confirm.tsx'
import { MOBILE, withWidgetRoot } from './story-root.tsx'
import * as icons from './icons.ts'

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  decorators: [withWidgetRoot],
  parameters: { layout: 'fullscreen' },
  args: { open: true, message: '确定删除吗?', onResult: () => {} },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Danger: Story = { args: { title: '删除消息', okText: '删除', danger: true } }
export const Mobile: Story = { globals: MOBILE }

function HookDemo() {
  const { confirm, dialog } = useConfirm()
  const [answer, setAnswer] = useState('尚未选择')
  return (
    <div className="xz-story-row">
      <Button
        variant="danger"
        icon={icons.trash}
        onClick={async () =>
          setAnswer((await confirm('确定删除吗?', { danger: true })) ? '已确定' : '已取消')
        }
      >
        删除
      </Button>
      <Button
        onClick={async () =>
          setAnswer(
            (await confirm('清空后无法恢复，继续吗?', { title: '清空聊天记录', okText: '清空' }))
              ? '已确定'
              : '已取消',
          )
        }
      >
        清空记录
      </Button>
      <span className="xz-story-note">结果：{answer}</span>
      {dialog}
    </div>
  )
}

export const WithUseConfirm: Story = { render: () => <HookDemo /> }
