// Stories and tests only: the desk with its address kept in memory (the host's router in the real site).
import type { Decorator } from '@storybook/react-vite'
import { useState } from 'react'
import type { FetchLike } from '../../core/config/index.ts'
import type { MockRoute } from '../../widgets/testing/mock-api.ts'
import { themed, withMockApi } from '../../widgets/testing/story-header.tsx'
import { Desk } from '../Desk.tsx'

export interface DeskDemoProps {
  start: string
  theme?: string
  /** shows the address in an <output aria-label="地址">, for tests to read */
  showAddress?: boolean
}

export function DeskDemo({ start, theme = 'light', showAddress = false }: DeskDemoProps) {
  const [at, setAt] = useState(start)
  const [path = '', query = ''] = at.split('?')
  return (
    <>
      {showAddress ? <output aria-label="地址">{at}</output> : null}
      <Desk theme={theme} path={path} search={query ? `?${query}` : ''} onNavigate={(to) => setAt(to)} />
    </>
  )
}

/**
 * Phone stories at phone width even where Storybook's viewport is not applied (the stories check
 * renders every story in one 1280 px page): the desk lays itself out by its own width.
 */
export const phoneWide: Decorator = (Story, context) => {
  const viewport = context.globals.viewport as { value?: string } | undefined
  return viewport?.value === 'mobile' ? (
    <div style={{ maxWidth: 390 }}>
      <Story />
    </div>
  ) : (
    <Story />
  )
}

/**
 * What every desk story file's meta shares besides its title: the desk at `start` in the story's
 * theme, its API answered by `routes` (through `wrap`), and `decorators`.
 */
export function deskStoriesMeta(options: {
  routes: () => Record<string, MockRoute>
  start: string
  wrap?: (api: FetchLike) => FetchLike
  decorators?: Decorator[]
}) {
  return {
    component: DeskDemo,
    decorators: [withMockApi(options.routes, options.wrap), ...(options.decorators ?? [])],
    parameters: { layout: 'fullscreen' },
    args: { start: options.start },
    render: themed(DeskDemo),
  }
}
