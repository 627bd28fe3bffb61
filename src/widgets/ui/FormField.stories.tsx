import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormField } from './FormField.tsx'
import { MOBILE, withWidgetRoot } from './story-root.tsx'

const meta = {
  title: 'UI/FormField',
  component: FormField,
  decorators: [withWidgetRoot],
  args: { label: '网站名称', htmlFor: 'story-name', errorId: 'story-name-error', children: null },
  render: (args) => (
    <FormField {...args}>
      <input
        id="story-name"
        className="xz-input"
        placeholder="例如：小站"
        aria-invalid={args.error ? true : undefined}
        aria-describedby={args.error ? 'story-name-error' : undefined}
      />
    </FormField>
  ),
} satisfies Meta<typeof FormField>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {}
export const WithHint: Story = { args: { label: '昵称', hint: '选填' } }
export const Required: Story = {
  args: {
    label: (
      <>
        网站地址<em>*</em>
      </>
    ),
  },
}
export const Invalid: Story = { args: { error: '请输入以 http:// 或 https:// 开头的网址' } }
export const Mobile: Story = { args: { hint: '选填' }, globals: MOBILE }
