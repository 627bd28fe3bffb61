import { type KeyboardEvent, memo, type MouseEvent, type RefObject, useEffect } from 'react'
import type { CodeTheme, PreviewTheme } from '../../core/contract/index.ts'
import { type LightboxImage, useStyles } from '../ui/index.ts'
import { copyText } from './copy.ts'
import { isModifiedClick, type NavigateHandler, navigate } from './navigation.ts'
import { sameOriginPath } from '../../core/markdown/urls.ts'
import { scrollToHeading } from './useScrollSpy.ts'

export interface ArticleBodyProps {
  html: string
  /** the preview and code themes' CSS */
  css: readonly string[]
  preview: PreviewTheme
  code: CodeTheme
  bodyRef: RefObject<HTMLDivElement | null>
  onNavigate?: NavigateHandler
  /** a heading was jumped to (anchor link, `#id` in the address) */
  onHeading(id: string): void
  onOpenImage(images: LightboxImage[], index: number): void
}

const COPIED_MS = 2000
const resetTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>()

/** Images that open the lightbox: not those inside a link (the link wins). */
function zoomable(body: HTMLElement): HTMLImageElement[] {
  return [...body.querySelectorAll('img')].filter((img) => !img.closest('a'))
}

async function copyCode(button: HTMLElement): Promise<void> {
  const code = button.closest('.xz-article-code')?.querySelector('code')
  const ok = await copyText(code?.textContent ?? '')
  button.textContent = ok ? '已复制' : '复制失败'
  button.classList.toggle('is-copied', ok)
  clearTimeout(resetTimers.get(button))
  resetTimers.set(
    button,
    setTimeout(() => {
      button.textContent = '复制'
      button.classList.remove('is-copied')
    }, COPIED_MS),
  )
}

/** Moves to a heading of this article and puts its address in the URL bar without a navigation. */
export function jumpToHeading(body: HTMLElement | null, id: string): boolean {
  if (!scrollToHeading(body, id)) return false
  try {
    history.replaceState(history.state, '', `#${encodeURIComponent(id)}`)
  } catch {
    // sandboxed frames may refuse; the scroll already happened
  }
  return true
}

function fragmentOf(href: string): string | null {
  if (!href.startsWith('#') || href.length < 2) return null
  try {
    return decodeURIComponent(href.slice(1))
  } catch {
    return href.slice(1)
  }
}

/**
 * The rendered Markdown. Its markup is a string, so behaviour is delegated from here: copy
 * buttons, in-article anchors, same-site links through the host's router, images to the lightbox.
 */
export const ArticleBody = memo(function ArticleBody({
  html,
  css,
  preview,
  code,
  bodyRef,
  onNavigate,
  onHeading,
  onOpenImage,
}: ArticleBodyProps) {
  useStyles(bodyRef, ...css)

  // images open the lightbox by keyboard too
  // biome-ignore lint/correctness/useExhaustiveDependencies: new markup (`html`) brings new images
  useEffect(() => {
    const body = bodyRef.current
    if (!body) return
    for (const img of zoomable(body)) {
      img.tabIndex = 0
      img.classList.add('xz-article-zoomable')
    }
  }, [html, bodyRef])

  // an address with #heading lands on it once the article is there
  useEffect(() => {
    const id = fragmentOf(globalThis.location?.hash ?? '')
    if (id && scrollToHeading(bodyRef.current, id)) onHeading(id)
  }, [bodyRef, onHeading])

  const openImage = (img: HTMLImageElement) => {
    const body = bodyRef.current
    if (!body) return
    const images = zoomable(body)
    const index = images.indexOf(img)
    if (index < 0) return
    onOpenImage(
      images.map((el) => ({ src: el.currentSrc || el.src, alt: el.alt })),
      index,
    )
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element
    const copy = target.closest('.xz-article-copy')
    if (copy instanceof HTMLElement) {
      void copyCode(copy)
      return
    }
    const link = target.closest('a')
    if (link) {
      const href = link.getAttribute('href') ?? ''
      if (isModifiedClick(event) || link.target === '_blank' || link.hasAttribute('download')) return
      const id = fragmentOf(href)
      if (id !== null) {
        if (jumpToHeading(bodyRef.current, id)) {
          event.preventDefault()
          onHeading(id)
        }
        return
      }
      const path = sameOriginPath(href)
      if (path !== null) {
        event.preventDefault()
        navigate(path, onNavigate)
      }
      return
    }
    if (target instanceof HTMLImageElement) openImage(target)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target
    if ((event.key === 'Enter' || event.key === ' ') && target instanceof HTMLImageElement) {
      event.preventDefault()
      openImage(target)
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation for the buttons, links and images inside
    <div
      ref={bodyRef}
      className="xz-article-body"
      part="body"
      data-preview={preview}
      data-code={code}
      onClick={onClick}
      onKeyDown={onKeyDown}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by core/markdown and sanitised with DOMPurify
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
})
