import { useEffect, useState } from 'react'
import type { RenderedArticle } from './markdown.ts'

type BodyModule = typeof import('./body.ts')

let pending: Promise<BodyModule> | null = null

/**
 * The renderer (marked, the sanitiser, the highlighter loader) and the body themes are their own
 * chunk: the reader starts fetching it when it mounts, in parallel with the article, so neither
 * waits for the other.
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
    // reported by useMarkdown when the article needs it
  })
}

export type MarkdownState =
  | { status: 'rendering' }
  | { status: 'ready'; rendered: RenderedArticle; css: readonly string[] }
  | { status: 'error'; retry(): void }

/** The article's Markdown rendered (and highlighted) — asynchronously, once the renderer is there. */
export function useMarkdown(markdown: string): MarkdownState {
  const [state, setState] = useState<MarkdownState>({ status: 'rendering' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    let live = true
    // new text of the same article (a preview being typed): the last rendering stays until the
    // next is ready, so the body does not flash its skeleton on every keystroke
    setState((prev) => (prev.status === 'ready' ? prev : { status: 'rendering' }))
    loadRenderer()
      .then(async (module) => ({
        rendered: await module.renderArticleMarkdown(markdown),
        css: module.themeCss,
      }))
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
  }, [markdown, attempt])

  return state
}
