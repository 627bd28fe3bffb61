import type { CodeTheme, PreviewTheme } from '../../../core/contract/index.ts'

// What the theme picker calls each theme, and what each looks like (palettes.json holds the colours).

export const PREVIEW_LABELS: Record<PreviewTheme, string> = {
  /** quiet and familiar: the site's own colours, a rule under h2, an accent tick before h3 */
  default: '默认',
  /** the README look: system text, hairline rules under h1/h2, grey quotes, boxed tables */
  github: 'GitHub',
  /** documentation calm: slate text, green accent, a thin rule under h2, airy quotes */
  vuepress: 'VuePress',
  /** candy pastels: a pink-to-lilac pill for h2, twin dots before h3, dashed bubbly quotes and rules, rounded everything */
  'mk-cute': '萌萌哒',
  /** an engineer's notebook: faint graph-paper grid, h2 as a blue banner with a bar, h3 with a lighter bar, underlined links */
  'smart-blue': '智慧蓝',
  /** cool teal: h2 underlined with a short gradient stroke, tinted quotes and tables, dotted links, teal emphasis */
  cyanosis: '青空',
}

export const CODE_LABELS: Record<CodeTheme, string> = {
  /** a soft editor palette: violet keywords, green strings, blue calls, warm numbers */
  atom: 'Atom',
  /** every token at least 4.5:1 against its background, and a touch more line height */
  a11y: 'A11y',
  /** the code colours of a pull request: red keywords, navy strings, purple names */
  github: 'GitHub',
  /** a dusk-to-sea wash behind the code, candy tokens on top */
  gradient: 'Gradient',
  /** earth and leather: parchment or dark roast, rust keywords, olive strings */
  kimbie: 'Kimbie',
  /** a tropical sunset: plum, coral, mango and lagoon */
  paraiso: 'Paraíso',
  /** the IDE's plain page: olive keywords, green strings, navy numbers, bold names */
  qtcreator: 'Qt Creator',
  /** the answer-box look: pale grey block, blue keywords, olive strings */
  stackoverflow: 'Stack Overflow',
}
