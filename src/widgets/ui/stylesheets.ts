// The shared CSS texts of the public API. Their type is written here, so the package's declarations
// say `string` rather than re-exporting a `?inline` import that only a bundler understands.
import tokens from './tokens.css?inline'
import ui from './ui.css?inline'

export const tokensCss: string = tokens
export const uiCss: string = ui
