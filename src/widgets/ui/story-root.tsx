// Storybook helpers shared by the primitives' stories (not part of the package exports).
import type { Decorator } from '@storybook/react-vite'
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import storyCss from './story.css?inline'
import fieldCss from './field.css?inline'
import pagerCss from './pager.css?inline'
import uiCss from './ui.css?inline'
import { WidgetRoot } from './WidgetRoot.tsx'

/** Wraps a story in WidgetRoot with the toolbar's theme, so tokens and ui.css apply. */
export const withWidgetRoot: Decorator = (Story, context) => (
  <WidgetRoot
    theme={context.globals.theme === 'dark' ? 'dark' : 'light'}
    css={[uiCss, pagerCss, fieldCss, storyCss]}
    className="xz-story"
  >
    <Story />
  </WidgetRoot>
)

/** The mobile viewport defined in .storybook/preview.tsx (390 × 844). */
export const MOBILE = { viewport: { value: 'mobile', isRotated: false } }

/**
 * Renders its children inside an open shadow root, the way a custom element does: proof that
 * the in-place (portal-free) overlays keep their adopted styles there.
 */
export function InShadowRoot({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null)
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useLayoutEffect(() => {
    const el = host.current
    if (!el) return
    setRoot(el.shadowRoot ?? el.attachShadow({ mode: 'open' }))
  }, [])
  return (
    <div ref={host}>
      {root
        ? createPortal(
            <WidgetRoot theme={theme} css={[uiCss, storyCss]} className="xz-story">
              {children}
            </WidgetRoot>,
            root,
          )
        : null}
    </div>
  )
}

/** A long Chinese paragraph for scrolling bodies. */
export const LOREM =
  '小站是一个安静的角落，记录读过的书、写过的代码和走过的路。这里有文章、说说、相册和留言板，也有一个随时可以进来坐坐的聊天室。'
