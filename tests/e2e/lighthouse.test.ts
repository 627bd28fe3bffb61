import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runLighthouse } from '../support/lighthouse.ts'
import { type E2E, startE2E } from './harness.ts'

// Accessibility, best practices and SEO do not depend on the machine's speed, so they are held
// at 100 here; performance does, and `npm run bench` prints it instead.
let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(() => e2e?.close())

describe('Lighthouse (mobile) on the seeded site', () => {
  for (const [name, path] of [
    ['the home page', '/home'],
    ['an article', '/article?id=1'],
  ] as const) {
    it(`scores 100 for accessibility, best practices and SEO on ${name}`, async () => {
      const result = await runLighthouse(e2e.url + path)
      const failing = result.failing.map((a) => `${a.category}: ${a.id} (${a.title})`).join('\n')
      expect(
        { accessibility: result.accessibility, bestPractices: result.bestPractices, seo: result.seo },
        failing,
      ).toEqual({
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
      })
    }, 240_000)
  }
})
