import { useId } from 'react'
import { useStore } from 'zustand'
import { CODE_THEMES, PREVIEW_THEMES } from '../../core/contract/index.ts'
import { prefsStore } from '../../core/prefs/index.ts'
import { Button, Popover } from '../ui/index.ts'
import { CODE_LABELS, PREVIEW_LABELS } from './themes/labels.ts'

/**
 * Preview and code theme, chosen from a popover. The choice lives in the page's prefs store
 * (stored, shared by every reader on the page), so all of them switch at once.
 */
export function ThemePicker() {
  const preview = useStore(prefsStore, (s) => s.previewTheme)
  const code = useStore(prefsStore, (s) => s.codeTheme)
  const name = useId()
  const content = (
    <div className="xz-article-themes">
      <fieldset className="xz-article-themes-group">
        <legend>预览主题</legend>
        {PREVIEW_THEMES.map((theme) => (
          <label key={theme} className="xz-article-chip">
            <input
              type="radio"
              name={`${name}-preview`}
              value={theme}
              checked={theme === preview}
              onChange={() => prefsStore.getState().setPreviewTheme(theme)}
            />
            <span>{PREVIEW_LABELS[theme]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="xz-article-themes-group">
        <legend>代码主题</legend>
        {CODE_THEMES.map((theme) => (
          <label key={theme} className="xz-article-chip">
            <input
              type="radio"
              name={`${name}-code`}
              value={theme}
              checked={theme === code}
              onChange={() => prefsStore.getState().setCodeTheme(theme)}
            />
            <span className="xz-article-swatch" data-code={theme} aria-hidden="true" />
            <span>{CODE_LABELS[theme]}</span>
          </label>
        ))}
      </fieldset>
    </div>
  )
  return (
    <Popover
      content={content}
      placement="bottom-end"
      aria-label="阅读主题"
      className="xz-article-themes-popover"
    >
      <Button size="small" variant="text" className="xz-article-themes-trigger">
        主题
      </Button>
    </Popover>
  )
}
