/**
 * What the API gives as text is typed by operators in the back office: a list of equipments may
 * carry blank entries and a description or access text only spaces. The detail draws a heading only
 * over something to read (a heading over nothing tells a screen reader of a section that is not there).
 */

/** The entries worth a line: trimmed, blanks dropped. */
export function shownEntries(list: readonly string[] | null | undefined): string[] {
  return (list ?? []).map((entry) => entry.trim()).filter((entry) => entry.length > 0)
}

/** The text worth a paragraph, or null when it is missing or only spaces. */
export function shownText(text: string | null | undefined): string | null {
  return text && text.trim().length > 0 ? text : null
}
