import { useStore } from 'zustand'
import { prefsStore } from '../../core/prefs/index.ts'
import { Icon } from './Icon.tsx'
import * as icons from './icons.ts'

interface ThemeSwitchProps {
  /** the button's look where it stands: the host's header, the desk's bar */
  className: string
  iconSize: number
}

/** Sun in the light theme, moon in the dark one; a click switches (and the choice is stored). */
export function ThemeSwitch({ className, iconSize }: ThemeSwitchProps) {
  const theme = useStore(prefsStore, (s) => s.theme)
  const dark = theme === 'dark'
  const label = dark ? '切换到浅色模式' : '切换到深色模式'
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      data-theme-now={theme}
      onClick={() => prefsStore.getState().toggleTheme()}
    >
      <Icon icon={dark ? icons.moon : icons.sun} size={iconSize} />
    </button>
  )
}
