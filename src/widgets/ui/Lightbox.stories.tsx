import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { numberedSlide } from '../../core/testing/index.ts'
import { Lightbox } from './Lightbox.tsx'
import type { LightboxImage } from './lightbox-model.ts'
import { MOBILE, withWidgetRoot } from './story-root.tsx'

/** A picture drawn inline, so the story needs no network. */
function picture(n: number, hue: number): LightboxImage {
  return {
    src: numberedSlide(n, hue),
    alt: `示例图片 ${n}`,
    width: 800,
    height: 520,
  }
}

const IMAGES = [picture(1, 210), picture(2, 150), picture(3, 20), picture(4, 280)]

function Viewer({ count, title }: { count: number; title?: string }) {
  const [index, setIndex] = useState<number | null>(0)
  return (
    <>
      <button type="button" onClick={() => setIndex(0)}>
        打开预览
      </button>
      <Lightbox
        images={IMAGES.slice(0, count)}
        index={index}
        onIndex={setIndex}
        onClose={() => setIndex(null)}
        title={title}
      />
    </>
  )
}

const meta = {
  title: 'UI/Lightbox',
  component: Viewer,
  decorators: [withWidgetRoot],
  args: { count: 4 },
} satisfies Meta<typeof Viewer>

export default meta
type Story = StoryObj<typeof meta>

export const Several: Story = {}
export const Titled: Story = { args: { title: '旅行日记' } }
export const Single: Story = { args: { count: 1 } }
export const Mobile: Story = { globals: MOBILE }
