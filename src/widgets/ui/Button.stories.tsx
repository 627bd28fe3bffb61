import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './Button.tsx'
import { withWidgetRoot } from './story-root.tsx'
import * as icons from './icons.ts'

const meta = {
  title: 'UI/Button',
  component: Button,
  decorators: [withWidgetRoot],
  args: { children: '按钮', variant: 'default', size: 'medium' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'default', 'text', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Primary: Story = { args: { variant: 'primary', children: '登录' } }
export const Text: Story = { args: { variant: 'text', children: '点击加载更多～' } }
export const Danger: Story = { args: { variant: 'danger', children: '删除' } }
export const Loading: Story = { args: { variant: 'primary', loading: true, children: '登录中' } }
export const Disabled: Story = { args: { disabled: true, children: '不可用' } }
export const WithIcon: Story = { args: { variant: 'primary', icon: icons.send, children: '发送' } }
export const IconOnly: Story = { args: { icon: icons.search, iconOnly: true, children: '搜索' } }
export const Block: Story = { args: { variant: 'primary', block: true, children: '注册' } }

function Gallery() {
  const variants = ['primary', 'default', 'text', 'danger'] as const
  const sizes = ['small', 'medium', 'large'] as const
  return (
    <div className="xz-story-grid">
      {sizes.map((size) => (
        <div key={size} className="xz-story-row">
          {variants.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {variant}
            </Button>
          ))}
          <Button size={size} loading>
            加载
          </Button>
          <Button size={size} disabled>
            禁用
          </Button>
          <Button size={size} icon={icons.heart} iconOnly>
            点赞
          </Button>
        </div>
      ))}
    </div>
  )
}

export const AllVariants: Story = { render: () => <Gallery /> }
