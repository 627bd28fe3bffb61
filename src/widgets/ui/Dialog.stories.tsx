import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from './Button.tsx'
import { Dialog, type DialogProps } from './Dialog.tsx'
import { InShadowRoot, LOREM, MOBILE, withWidgetRoot } from './story-root.tsx'

type DemoProps = Omit<DialogProps, 'open' | 'onClose'> & { long?: boolean }

function LoginForm() {
  return (
    <form className="xz-story-grid" onSubmit={(e) => e.preventDefault()}>
      <label className="xz-story-grid">
        用户名
        <input name="username" autoComplete="username" />
      </label>
      <label className="xz-story-grid">
        密码
        <input name="password" type="password" autoComplete="current-password" />
      </label>
    </form>
  )
}

function DialogDemo({ long = false, children, ...props }: DemoProps) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        打开对话框
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          props.footer ?? (
            <>
              <Button onClick={() => setOpen(false)}>取消</Button>
              <Button variant="primary" onClick={() => setOpen(false)}>
                登录
              </Button>
            </>
          )
        }
      >
        {children ?? <LoginForm />}
        {long ? Array.from({ length: 30 }, (_, i) => i + 1).map((n) => <p key={n}>{LOREM}</p>) : null}
      </Dialog>
    </>
  )
}

const meta = {
  title: 'UI/Dialog',
  component: DialogDemo,
  decorators: [withWidgetRoot],
  args: { title: '登录', width: 420 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DialogDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Wide: Story = { args: { title: '搜索', width: 720, children: <p>{LOREM}</p> } }
export const LongContentScrolls: Story = {
  args: { title: '用户协议', long: true, children: <p>请阅读：</p> },
}
export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': '提示', children: <p>{LOREM}</p> },
}
export const NoCloseButton: Story = { args: { showClose: false, closeOnOverlay: false } }
export const Mobile: Story = { globals: MOBILE }

export const InsideShadowRoot: Story = {
  render: (args, context) => (
    <InShadowRoot theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
      <DialogDemo {...args} />
    </InShadowRoot>
  ),
}
