// One axe configuration for the a11y panel in Storybook and for the story render test
// (tests/storybook/render-all.ts), so what the panel shows is what `npm test` fails on.
import type { RunOptions } from 'axe-core'

export const AXE_OPTIONS: RunOptions = {
  // tap targets of at least 24 px are WCAG 2.2 AA; axe leaves the rule off unless asked
  rules: { 'target-size': { enabled: true } },
  // full details (selector, HTML) for violations only: describing every passing node is most of
  // axe's time on a long article, and the panel still lists each passing rule with one example
  resultTypes: ['violations'],
}

/** The impacts that fail the render test: what actually stops a reader. */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical']
