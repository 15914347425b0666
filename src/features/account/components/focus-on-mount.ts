/** A ref callback that focuses its element once mounted; stable, so React calls it on mount only. */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus()
}
