import { type KeyboardEvent, useRef, useState } from 'react'
import { EMOJI } from '../ui/emoji.ts'
import { useStyles } from '../ui/styles.ts'
import css from './emoji-picker.css?inline'

/** Columns of the grid; the arrow keys move by one cell or one row. */
export const EMOJI_COLUMNS = 9

export interface EmojiPickerProps {
  onPick: (emoji: string) => void
}

/**
 * A grid of emoji buttons with one tab stop: Tab enters the grid, the arrow keys (and Home/End)
 * move inside it, Enter or Space picks.
 */
export function EmojiPicker({ onPick }: EmojiPickerProps) {
  const [focused, setFocused] = useState(0)
  const grid = useRef<HTMLDivElement>(null)
  useStyles(grid, css)

  const move = (to: number) => {
    const next = Math.max(0, Math.min(EMOJI.length - 1, to))
    setFocused(next)
    grid.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: EMOJI_COLUMNS,
      ArrowUp: -EMOJI_COLUMNS,
    }
    const step = steps[event.key]
    if (step !== undefined) {
      event.preventDefault()
      move(focused + step)
    } else if (event.key === 'Home') {
      event.preventDefault()
      move(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      move(EMOJI.length - 1)
    }
  }

  return (
    <div ref={grid} className="xz-chat-emoji" role="toolbar" aria-label="选择表情" onKeyDown={onKeyDown}>
      {EMOJI.map((emoji, i) => (
        <button
          key={emoji}
          type="button"
          className="xz-chat-emoji__item"
          tabIndex={i === focused ? 0 : -1}
          onFocus={() => setFocused(i)}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  )
}
