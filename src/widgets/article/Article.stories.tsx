import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { configure } from '../../core/config/index.ts'
import type { CodeTheme, PreviewTheme } from '../../core/contract/index.ts'
import { prefsStore } from '../../core/prefs/index.ts'
import { forever } from '../testing/mock-api.ts'
import { poll } from '../testing/poll.ts'
import { MOBILE } from '../ui/story-root.tsx'
import { Article, type ArticleProps } from './Article.tsx'
import { type ArticleRoutesOptions, articleRoutes, mockFetch, notFound, serverError } from './fixtures.ts'
import { ARTICLE } from '../../core/testing/index.ts'

type DemoProps = ArticleProps & {
  previewTheme?: PreviewTheme
  codeTheme?: CodeTheme
  /** how the mocked API answers */
  api?: ArticleRoutesOptions
}

/** The reader on a page-like backdrop; the toolbar's theme is passed through. */
function ArticleDemo({ previewTheme: _p, codeTheme: _c, api: _a, ...props }: DemoProps) {
  return (
    <div
      className="xz-article-story"
      style={{ maxWidth: 1200, margin: '0 auto', padding: 'clamp(0px, 3vw, 24px)' }}
    >
      <Article {...props} />
    </div>
  )
}

/** Answers the API from fixtures and applies the story's preview/code theme before the reader renders. */
const withMockApi: Decorator<DemoProps> = (Story, context) => {
  const { api, previewTheme = 'default', codeTheme = 'atom' } = context.args
  configure({ fetch: mockFetch(articleRoutes(api), { delayMs: 120 }) })
  const prefs = prefsStore.getState()
  if (prefs.previewTheme !== previewTheme) prefs.setPreviewTheme(previewTheme)
  if (prefs.codeTheme !== codeTheme) prefs.setCodeTheme(codeTheme)
  return <Story args={{ ...context.args, theme: context.globals.theme === 'dark' ? 'dark' : 'light' }} />
}

const meta = {
  title: 'Widgets/Article',
  component: ArticleDemo,
  decorators: [withMockApi],
  parameters: { layout: 'fullscreen' },
  args: { articleId: 3, onNavigate: () => undefined },
} satisfies Meta<typeof ArticleDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

// ---- preview themes (code theme atom) ----
export const PreviewGithub: Story = { args: { previewTheme: 'github' } }
export const PreviewVuepress: Story = { args: { previewTheme: 'vuepress' } }
export const PreviewMkCute: Story = { args: { previewTheme: 'mk-cute' } }
export const PreviewSmartBlue: Story = { args: { previewTheme: 'smart-blue' } }
export const PreviewCyanosis: Story = { args: { previewTheme: 'cyanosis' } }

// ---- code themes (preview theme default) ----
export const CodeA11y: Story = { args: { codeTheme: 'a11y' } }
export const CodeGithub: Story = { args: { codeTheme: 'github' } }
export const CodeGradient: Story = { args: { codeTheme: 'gradient' } }
export const CodeKimbie: Story = { args: { codeTheme: 'kimbie' } }
export const CodeParaiso: Story = { args: { codeTheme: 'paraiso' } }
export const CodeQtcreator: Story = { args: { codeTheme: 'qtcreator' } }
export const CodeStackoverflow: Story = { args: { codeTheme: 'stackoverflow' } }

// ---- phone: the outline lives in a drawer opened from a floating button ----
export const Mobile: Story = { globals: MOBILE }
export const MobileTocDrawer: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const fab = await poll(() => canvasElement.querySelector<HTMLButtonElement>('.xz-article-toc-fab'))
    fab.click()
  },
}

// ---- states ----
export const Liked: Story = {
  args: { api: { article: { ...ARTICLE, is_like: true, thumbs_up_times: 129 } } },
}
export const Preloaded: Story = { args: { articleId: undefined, article: ARTICLE } }
export const WithoutTocAndRecommend: Story = { args: { showToc: false, showRecommend: false } }
export const Loading: Story = { args: { api: { articleRoute: forever } } }
export const NotFound: Story = { args: { api: { articleRoute: notFound } } }
export const ErrorWithRetry: Story = { args: { api: { articleRoute: serverError } } }
export const ImagePreview: Story = {
  play: async ({ canvasElement }) => {
    const image = await poll(() => canvasElement.querySelector<HTMLImageElement>('.xz-article-body img'))
    image.click()
  },
}
