import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Pager } from './Pager.tsx'
import { MOBILE, withWidgetRoot } from './story-root.tsx'

/** The pager keeps its own page so the story can be clicked through. */
function Paging({ pages, start = 1, links = false }: { pages: number; start?: number; links?: boolean }) {
  const [page, setPage] = useState(start)
  return (
    <Pager page={page} pages={pages} onPage={setPage} hrefFor={links ? (p) => `?page=${p}` : undefined} />
  )
}

const meta = {
  title: 'UI/Pager',
  component: Paging,
  decorators: [withWidgetRoot],
  args: { pages: 5 },
} satisfies Meta<typeof Paging>

export default meta
type Story = StoryObj<typeof meta>

export const FewPages: Story = {}
export const ManyPagesMiddle: Story = { args: { pages: 20, start: 10 } }
export const ManyPagesStart: Story = { args: { pages: 20 } }
export const ManyPagesEnd: Story = { args: { pages: 20, start: 20 } }
export const AsLinks: Story = { args: { pages: 12, start: 3, links: true } }
export const OnePageShowsNothing: Story = { args: { pages: 1 } }
export const Mobile: Story = { args: { pages: 20, start: 6 }, globals: MOBILE }
