// The preview and code themes as one stylesheet: every theme is present at once and the body's
// data-preview / data-code attributes pick one, so switching costs no load and no flash.
import codeA11y from './code/a11y.css?inline'
import codeAtom from './code/atom.css?inline'
import codeBase from './code/base.css?inline'
import codeGithub from './code/github.css?inline'
import codeGradient from './code/gradient.css?inline'
import codeKimbie from './code/kimbie.css?inline'
import codeParaiso from './code/paraiso.css?inline'
import codeQtcreator from './code/qtcreator.css?inline'
import codeStackoverflow from './code/stackoverflow.css?inline'
import previewBase from './preview/base.css?inline'
import previewCyanosis from './preview/cyanosis.css?inline'
import previewDefault from './preview/default.css?inline'
import previewGithub from './preview/github.css?inline'
import previewMkCute from './preview/mk-cute.css?inline'
import previewSmartBlue from './preview/smart-blue.css?inline'
import previewVuepress from './preview/vuepress.css?inline'

export const themeCss: string[] = [
  [
    previewBase,
    previewDefault,
    previewGithub,
    previewVuepress,
    previewMkCute,
    previewSmartBlue,
    previewCyanosis,
    codeBase,
    codeAtom,
    codeA11y,
    codeGithub,
    codeGradient,
    codeKimbie,
    codeParaiso,
    codeQtcreator,
    codeStackoverflow,
  ].join('\n'),
]
