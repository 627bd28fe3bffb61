import { useEffect, useState } from 'react'
import type { ReaderArticle, TocEntry } from '../../core/contract/index.ts'
import type { ShownBody } from './body.ts'

type BodyModule = typeof import('./body.ts')

let pending: Promise<BodyModule> | null = null

/**
 * The sanitiser and the body themes are their own chunk: the reader starts fetching it when it
 * mounts, in parallel with the article, so neither waits for the other.
 */
export function loadRenderer(): Promise<BodyModule> {
  pending ??= import('./body.ts').catch((error: unknown) => {
    pending = null
    throw error
  })
  return pending
}

export function preloadRenderer(): void {
  loadRenderer().catch(() => {
    // reported by useBody when the article needs it
  })
}

export type BodyState =
  | { status: 'rendering' }
  | { status: 'ready'; rendered: ShownBody; css: readonly string[] }
  | { status: 'error'; retry(): void }

/** What the body is made from: the server's HTML, else the Markdown. */
const sourceOf = (article: ReaderArticle): string =>
  'article_html' in article ? article.article_html : article.article_content

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * The article's body as HTML, not yet sanitised: the server's, else rendered here from the
 * Markdown (the desk's preview, an `article` given without HTML, a server that does not render),
 * with the renderer fetched for it alone.
 */
async function htmlOf(article: ReaderArticle): Promise<{ html: string; toc: TocEntry[] }> {
  if ('article_html' in article && typeof article.article_html === 'string')
    return { html: article.article_html, toc: article.article_toc ?? [] }
  const { highlightedMarkdownToHtml } = await import('../../core/markdown/markdown.ts')
  return highlightedMarkdownToHtml('article_content' in article ? article.article_content : '', nextTask)
}

/** The article's body sanitised (rendered and highlighted first where it came as Markdown), asynchronously. */
export function useBody(article: ReaderArticle): BodyState {
  const [state, setState] = useState<BodyState>({ status: 'rendering' })
  const [attempt, setAttempt] = useState(0)
  const source = sourceOf(article)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new body (`source`) or a retry (`attempt`), not every new article object
  useEffect(() => {
    let live = true
    // new text of the same article (a preview being typed): the last rendering stays until the
    // next is ready, so the body does not flash its skeleton on every keystroke
    setState((prev) => (prev.status === 'ready' ? prev : { status: 'rendering' }))
    loadRenderer()
      .then(async (module) => {
        const { html, toc } = await htmlOf(article)
        return { rendered: await module.showBody(html, toc), css: module.themeCss }
      })
      .then(
        ({ rendered, css }) => {
          if (live) setState({ status: 'ready', rendered, css })
        },
        () => {
          if (live) setState({ status: 'error', retry: () => setAttempt((n) => n + 1) })
        },
      )
    return () => {
      live = false
    }
  }, [source, attempt])

  return state
}
