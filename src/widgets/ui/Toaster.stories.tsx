import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { toast } from '../../core/toast/index.ts'
import { Button } from './Button.tsx'
import { MOBILE, withWidgetRoot } from './story-root.tsx'
import { Toaster } from './Toaster.tsx'

function Triggers() {
  return (
    <div className="xz-story-row">
      <Button variant="primary" onClick={() => toast.success('登录成功')}>
        成功
      </Button>
      <Button onClick={() => toast.warning('温馨提示', '请先登录后再发言')}>警告</Button>
      <Button variant="danger" onClick={() => toast.error('错误提示', '登录过期')}>
        错误
      </Button>
      <Button variant="text" onClick={() => toast.info('聊天室连接失败 正在重新连接')}>
        信息
      </Button>
    </div>
  )
}

/** Emits one toast of each kind on mount (the toaster keeps them: duration 0). */
function Preset() {
  useEffect(() => {
    toast.success('删除成功')
    toast.warning('温馨提示', '服务端错误')
    toast.error('错误提示', '权限不足')
    toast.info('撤回成功')
  }, [])
  return <Triggers />
}

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  decorators: [withWidgetRoot],
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <Toaster {...args} />
      <Triggers />
    </>
  ),
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const Interactive: Story = {}

export const EachKind: Story = {
  args: { duration: 0 },
  render: (args) => (
    <>
      <Toaster {...args} />
      <Preset />
    </>
  ),
}

export const EachKindMobile: Story = { ...EachKind, globals: MOBILE }

/** Two widgets on one page, each with a Toaster: a toast still shows once. */
export const TwoToasters: Story = {
  render: (args) => (
    <>
      <Toaster {...args} />
      <Toaster {...args} />
      <Triggers />
    </>
  ),
}
