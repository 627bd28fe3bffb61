import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './Button.tsx'
import { Empty, ErrorState, Loading, Spinner } from './States.tsx'
import { withWidgetRoot } from './story-root.tsx'

const meta = {
  title: 'UI/States',
  component: Loading,
  decorators: [withWidgetRoot],
} satisfies Meta<typeof Loading>

export default meta
type Story = StoryObj<typeof meta>

export const LoadingDefault: Story = {}
export const LoadingCustomText: Story = { args: { text: '正在连接聊天室…' } }
export const EmptyDefault: Story = { render: () => <Empty /> }
export const EmptySearch: Story = {
  render: () => (
    <Empty text="没有找到相关文章">
      <Button size="small">清空搜索</Button>
    </Empty>
  ),
}
export const ErrorDefault: Story = { render: () => <ErrorState onRetry={() => {}} /> }
export const ErrorWithoutRetry: Story = { render: () => <ErrorState message="接口没有找到" /> }
export const Spinners: Story = {
  render: () => (
    <div className="xz-story-row">
      <Spinner size="small" />
      <Spinner />
      <Spinner size="large" label="加载中" />
    </div>
  ),
}

function All() {
  return (
    <div className="xz-story-row">
      <Loading />
      <Empty />
      <ErrorState onRetry={() => {}} />
    </div>
  )
}

export const AllStates: Story = { render: () => <All /> }
