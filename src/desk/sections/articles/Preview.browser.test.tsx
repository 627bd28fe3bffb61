import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { emptyArticleForm } from '../../../core/desk/index.ts'
import { poll } from '../../../widgets/testing/poll.ts'
import { WidgetRoot } from '../../../widgets/ui/index.ts'
import { DESK_CSS } from '../../Desk.tsx'
import { Preview } from './Preview.tsx'

// Real Chromium: whether the article keeps its reading width is a question of layout, which
// happy-dom does not do.

// a desktop window: the reader's own phone layout (below 798 px) must not be what is measured
beforeAll(() => page.viewport(1440, 900))
afterEach(cleanup)

const SHORT = {
  ...emptyArticleForm(),
  article_title: '短文',
  article_content: '## 第一节\n\n短短一句。\n\n## 第二节\n\n又一句。',
}

/** The preview in a pane as wide as the writing page gives it, once its outline is drawn. */
async function previewIn(paneWidth: number) {
  render(
    <WidgetRoot css={DESK_CSS}>
      <div style={{ width: `${paneWidth}px` }}>
        <Preview form={SHORT} saved={null} />
      </div>
    </WidgetRoot>,
  )
  const aside = await poll(() => document.querySelector('.xz-desk-preview .xz-article-aside'), 15_000)
  const main = document.querySelector('.xz-desk-preview .xz-article-main')
  const pane = document.querySelector('.xz-desk-preview')
  if (!main || !pane) throw new Error('no preview')
  return {
    pane: pane.getBoundingClientRect(),
    main: main.getBoundingClientRect(),
    aside: aside.getBoundingClientRect(),
  }
}

describe('the writing page preview', { timeout: 30_000 }, () => {
  // the pane at 1180, 1280, 1440 and 1920 px windows (two columns) and at 1024 (one, tabbed)
  for (const width of [444, 494, 574, 604, 748]) {
    it(`keeps a short article with headings at the pane's width, its outline on top (${width} px pane)`, async () => {
      const { pane, main, aside } = await previewIn(width)
      expect(main.width).toBeGreaterThanOrEqual(pane.width - 4)
      expect(aside.width).toBeGreaterThanOrEqual(pane.width - 4)
      expect(aside.bottom).toBeLessThanOrEqual(main.top + 1)
    })
  }
})
