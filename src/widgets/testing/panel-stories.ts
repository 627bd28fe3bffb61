// Stories only (it brings in storybook/test): the header widgets that open a panel.
import type { ComponentType } from 'react'
import { fn } from 'storybook/test'
import { inStoryHeader } from './story-header.tsx'

/** The props a header widget with a panel (search, the bell) takes from the page. */
interface PanelProps {
  open?: boolean
  navigate?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * What the story meta of a header widget with a panel shares besides its title: the widget in the
 * site header, its panel open, and `args`. Stories never leave the page: the host (here, the
 * actions log) handles navigation.
 */
export function panelStoriesMeta<P extends PanelProps>(
  Widget: ComponentType<P & { theme?: string }>,
  args: Partial<P>,
) {
  return {
    component: Widget,
    parameters: { layout: 'fullscreen' },
    args: { open: true, navigate: false, onOpenChange: fn(), ...args },
    render: inStoryHeader<P>(Widget),
  }
}
