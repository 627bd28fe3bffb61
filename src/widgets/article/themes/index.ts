// The preview and code themes as one stylesheet: every theme is present at once and the body's
// data-preview / data-code attributes pick one, so switching costs no load and no flash.
// A theme is its light and dark palette in palettes.json (custom properties over the shared rules
// of code/base.css and preview/base.css), plus a file of its own signature rules where it has any.
import codeA11y from './code/a11y.css?inline'
import codeBase from './code/base.css?inline'
import codeGradient from './code/gradient.css?inline'
import codeKimbie from './code/kimbie.css?inline'
import codeQtcreator from './code/qtcreator.css?inline'
import codeStackoverflow from './code/stackoverflow.css?inline'
import palettes from './palettes.json'
import previewBase from './preview/base.css?inline'
import previewCyanosis from './preview/cyanosis.css?inline'
import previewDefault from './preview/default.css?inline'
import previewGithub from './preview/github.css?inline'
import previewMkCute from './preview/mk-cute.css?inline'
import previewSmartBlue from './preview/smart-blue.css?inline'
import previewVuepress from './preview/vuepress.css?inline'

/** a theme's custom properties for light and dark, each a CSS declaration list */
interface Theme {
  light?: string
  dark?: string
}

const rule = (selector: string, declarations: string | undefined) =>
  declarations ? `${selector}{${declarations}}` : ''

/**
 * Every theme's palettes: light on `scope + element`, dark under the dark widget root. The selectors
 * (and so their specificity) are the ones the themes' own rules and the base stylesheets expect.
 */
function paletteCss(themes: Record<string, Theme>, element: (name: string) => string, scope = ''): string {
  return Object.entries(themes)
    .map(
      ([name, { light, dark }]) =>
        rule(`${scope}${element(name)}`, light) + rule(`.xz-root[data-theme="dark"] ${element(name)}`, dark),
    )
    .join('')
}

export const themeCss: string[] = [
  [
    previewBase,
    paletteCss(palettes.preview, (name) => `.xz-article-body[data-preview="${name}"]`),
    previewDefault,
    previewGithub,
    previewVuepress,
    previewMkCute,
    previewSmartBlue,
    previewCyanosis,
    codeBase,
    paletteCss(palettes.code, (name) => `[data-code="${name}"]`, '.xz-root '),
    codeA11y,
    codeGradient,
    codeKimbie,
    codeQtcreator,
    codeStackoverflow,
  ].join('\n'),
]
