/**
 * Moves the focus to the first field, in the form's order, that has an error, so that a screen
 * reader lands on what to fix. Returns whether one had an error.
 */
export function focusFirstInvalid<N extends string>(names: readonly N[], hasError: (name: N) => boolean, inputId: (name: N) => string): boolean {
  const first = names.find(hasError)
  if (first === undefined) return false
  document.getElementById(inputId(first))?.focus()
  return true
}
