// axe-core in a Playwright page: the Storybook render test and the host's e2e accessibility
// test both fail on the same thing — a serious or critical violation of the shared rules.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults } from 'axe-core'
import type { Page } from 'playwright-core'
import { AXE_OPTIONS, BLOCKING_IMPACTS } from '../../.storybook/a11y.ts'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** One line per serious or critical violation on the page: rule, impact and where. */
/** `context.exclude` leaves parts of the page out (e.g. a harness's own chrome). */
export async function axeViolations(page: Page, context?: { exclude: string[] }): Promise<string[]> {
  // evaluated through the DevTools protocol, not as a <script>: the host's CSP forbids inline script
  await page.evaluate(axeSource)
  const results = await page.evaluate(
    // no named functions in here: tsx would wrap them in a helper the page does not have
    async ({ context, options }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      // Storybook's a11y addon runs the same engine after each render: wait for it, don't collide
      for (let tries = 0; ; tries++) {
        try {
          return await axe.run(context ?? window.document, { ...options, resultTypes: ['violations'] })
        } catch (err) {
          if (tries > 100 || !String(err).includes('already running')) throw err
          await new Promise((r) => setTimeout(r, 100))
        }
      }
    },
    { context: context ?? null, options: AXE_OPTIONS },
  )
  return describeViolations(
    (results as AxeResults).violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? '')),
  )
}

/** One line per violation: impact, rule, and the first few elements with axe's reason. */
export function describeViolations(violations: AxeResults['violations']): string[] {
  return violations.map(
    (v) =>
      `axe ${v.impact} ${v.id}: ${v.help} — ${v.nodes
        .slice(0, 4)
        .map((n) => {
          const why = (n.any[0] ?? n.all[0] ?? n.none[0])?.message
          return `${n.target.join(' >> ')}${why ? ` (${why})` : ''}`
        })
        .join('; ')}`,
  )
}
