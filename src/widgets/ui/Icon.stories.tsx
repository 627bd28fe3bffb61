import type { Meta, StoryObj } from '@storybook/react-vite'
import { ICON_NAMES, Icon } from './Icon.tsx'
import { DARK, withWidgetRoot } from './story-root.tsx'

const meta = {
  title: 'UI/Icon',
  component: Icon,
  decorators: [withWidgetRoot],
  args: { name: 'bell', size: 20 },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

export const Single: Story = {}
export const Large: Story = { args: { name: 'rocket', size: 48 } }
export const Titled: Story = { args: { name: 'heart-filled', title: '已点赞', size: 32 } }

function Gallery({ size }: { size: number }) {
  return (
    <div className="xz-story-icons">
      {ICON_NAMES.map((name) => (
        <div key={name} className="xz-story-icon">
          <Icon name={name} size={size} />
          <span>{name}</span>
        </div>
      ))}
    </div>
  )
}

export const AllIcons: Story = { render: () => <Gallery size={24} /> }
export const AllIconsSmall: Story = { render: () => <Gallery size={16} /> }
export const AllIconsDark: Story = { render: () => <Gallery size={24} />, globals: DARK }
