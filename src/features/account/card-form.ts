import { checkCardEntry, type CardEntryValues } from '@contracts/card-entry'

/** Error keys: the `errors` namespace's mandatory, or `account:cards.errors.*`. */
export type CardFormErrors = Partial<Record<keyof CardEntryValues, string>>

/** The account screen's words for contracts/card-entry.ts's checks. */
export function checkCardForm(values: CardEntryValues, today: Date): CardFormErrors {
  const errors: CardFormErrors = {}
  for (const [name, problem] of Object.entries(checkCardEntry(values, today)) as Array<[keyof CardEntryValues, string]>) {
    errors[name] = problem === 'mandatory' ? 'errors:mandatory' : `account:cards.errors.${problem}`
  }
  return errors
}
