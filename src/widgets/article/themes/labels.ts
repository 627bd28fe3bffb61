import type { CodeTheme, PreviewTheme } from '../../../core/contract/index.ts'

/** What the theme picker calls each theme. */
export const PREVIEW_LABELS: Record<PreviewTheme, string> = {
  default: '默认',
  github: 'GitHub',
  vuepress: 'VuePress',
  'mk-cute': '萌萌哒',
  'smart-blue': '智慧蓝',
  cyanosis: '青空',
}

export const CODE_LABELS: Record<CodeTheme, string> = {
  atom: 'Atom',
  a11y: 'A11y',
  github: 'GitHub',
  gradient: 'Gradient',
  kimbie: 'Kimbie',
  paraiso: 'Paraíso',
  qtcreator: 'Qt Creator',
  stackoverflow: 'Stack Overflow',
}
