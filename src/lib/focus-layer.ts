/**
 * The open layers that own the focus while they are open: menus, dialogs, list boxes (selects),
 * and the assistant the driver is typing in.
 */
const LAYERS = '[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"], #assistant'

/**
 * Whether the focus is in an open layer. A focus move the driver did not ask for (a screen that
 * paints late focusing its heading) must then wait: it would take the driver out of what they are
 * using, and a non-modal menu closes when the focus leaves it.
 */
export function focusIsInLayer(): boolean {
  return !!document.activeElement?.closest(LAYERS)
}
