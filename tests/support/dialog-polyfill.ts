// happy-dom's <dialog> only toggles `open`. Here showModal() also does what a browser does for a
// modal dialog and what the widgets rely on (src/widgets/ui/modal.ts): Esc sends `cancel` to the
// topmost modal and closes it unless cancelled, and close() gives focus back to the element that
// had it when the dialog opened. Real Chromium runs the same code in the WTR and browser tests.

const modals: HTMLDialogElement[] = []
const openers = new WeakMap<HTMLDialogElement, Element | null>()
const { showModal, close } = HTMLDialogElement.prototype

HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  const root = this.getRootNode() as Document | ShadowRoot
  openers.set(this, root.activeElement)
  showModal.call(this)
  modals.push(this)
}

HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, value?: string) {
  const at = modals.indexOf(this)
  close.call(this, value)
  if (at < 0) return
  modals.splice(at, 1)
  const opener = openers.get(this)
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
}

export function emulateModalKeys(target: Document): void {
  target.addEventListener('keydown', (event) => {
    const top = modals[modals.length - 1]
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
  })
}
