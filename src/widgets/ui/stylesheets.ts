// The shared CSS texts of the public API. Their type is written here, so the package's declarations
// say `string` rather than re-exporting a `?inline` import that only a bundler understands.
import inlineWidget from './inline-widget.css?inline'
import tokens from './tokens.css?inline'
import ui from './ui.css?inline'

export const tokensCss: string = tokens
export const uiCss: string = ui
/** For a widget that sits in a line of the page: its root adds the class `xz-inline-widget`. */
export const inlineWidgetCss: string = inlineWidget
