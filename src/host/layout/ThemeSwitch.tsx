import { ThemeSwitch as ThemeButton } from '../../widgets/ui/ThemeSwitch.tsx'

/** The header's and the landing page's theme switch. */
export const ThemeSwitch = () => <ThemeButton className="xz-header__icon-btn xz-theme-switch" iconSize={20} />
