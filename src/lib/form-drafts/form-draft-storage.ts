import { removeSessionEntriesStartingWith } from '../session-storage-prefix'

/** The forms whose unsent values the tab keeps; each has its own entry. */
export type DraftedForm = 'signup-personal-details'

/** What a form keeps: its text fields by name, as typed. */
export type FormDraft = Record<string, string>

const PREFIX = 'frontoffice.form-draft.'

/**
 * A form's values typed but not sent yet, kept by the tab so that a reload gives them back (the
 * server has nothing until the submit). Keyed per form, tenant and member like the pending SMS codes
 * (lib/pending-sms), in sessionStorage so that they end with the tab. Callers keep only the fields
 * they name: never a password or the data of an identity document.
 */
export function formDraftKey(form: DraftedForm, tenant: string | null | undefined, userId: number | null | undefined): string | null {
  return tenant && userId != null ? `${PREFIX}${form}.${tenant}.${userId}` : null
}

export function saveFormDraft(key: string, draft: FormDraft): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft))
  } catch {
    // Storage refused: the values last as long as the page.
  }
}

/** The draft kept under `key`, only its string values of the `allowed` fields; null when none or unreadable. */
export function readFormDraft(key: string, allowed: readonly string[]): FormDraft | null {
  try {
    const raw = sessionStorage.getItem(key)
    if (!raw) return null
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
    const draft: FormDraft = {}
    for (const [name, text] of Object.entries(value)) {
      if (allowed.includes(name) && typeof text === 'string') draft[name] = text
    }
    return draft
  } catch {
    return null
  }
}

export function forgetFormDraft(key: string): void {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // Nothing was kept.
  }
}

/** Logout: no draft of this tab's members outlives their session. */
export function forgetAllFormDrafts(): void {
  removeSessionEntriesStartingWith(PREFIX)
}
