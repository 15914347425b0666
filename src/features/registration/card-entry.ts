import { checkCardEntry, type CardEntryValues } from '@contracts/card-entry'

/** Error keys of the `registration` namespace (card.errors.*), or the errors namespace's mandatory. */
export type CardEntryErrors = Partial<Record<keyof CardEntryValues, string>>

/** The sign-up screen's words for contracts/card-entry.ts's checks. */
export function validateCardEntry(values: CardEntryValues, now: Date): CardEntryErrors {
  const errors: CardEntryErrors = {}
  for (const [name, problem] of Object.entries(checkCardEntry(values, now)) as Array<[keyof CardEntryValues, string]>) {
    errors[name] = problem === 'mandatory' ? 'mandatory' : `card.errors.${problem}`
  }
  return errors
}
