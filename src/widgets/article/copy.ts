/**
 * Copies text: the async Clipboard API where the page may use it, else the old hidden-textarea
 * route (plain http, older WebViews, iframes without the clipboard permission).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    const clipboard: Clipboard | undefined = globalThis.navigator?.clipboard
    if (typeof clipboard?.writeText === 'function') {
      await clipboard.writeText(text)
      return true
    }
  } catch {
    // denied or unavailable: try the fallback
  }
  return copyWithTextarea(text)
}

function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined') return false
  const focused = document.activeElement
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  // set through the CSSOM, which a strict style-src CSP allows
  area.style.position = 'fixed'
  area.style.top = '0'
  area.style.left = '0'
  area.style.opacity = '0'
  document.body.append(area)
  area.select()
  let ok = false
  try {
    ok = document.execCommand('copy')
  } catch {
    ok = false
  }
  area.remove()
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true })
  return ok
}
