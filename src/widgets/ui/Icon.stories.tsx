import type { Meta, StoryObj } from '@storybook/react-vite'
import { Icon } from './Icon.tsx'
import * as icons from './icons.ts'
import { withWidgetRoot } from './story-root.tsx'

const meta = {
  title: 'UI/Icon',
  component: Icon,
  decorators: [withWidgetRoot],
  args: { icon: icons.bell, size: 20 },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

export const Single: Story = {}
export const Large: Story = { args: { icon: icons.rocket, size: 48 } }
export const Titled: Story = { args: { icon: icons.heartFilled, title: '已点赞', size: 32 } }

function Gallery({ size }: { size: number }) {
  return (
    <div className="xz-story-icons">
      {Object.values(icons).map((icon) => (
        <div key={icon[0]} className="xz-story-icon">
          <Icon icon={icon} size={size} />
          <span>{icon[0]}</span>
        </div>
      ))}
    </div>
  )
}

export const AllIcons: Story = { render: () => <Gallery size={24} /> }
export const AllIconsSmall: Story = { render: () => <Gallery size={16} /> }
