import type { SignupStep } from '@contracts/workflow'

/** The four signup cards of the chat and the steps each one shows. */
export const SIGNUP_CARD_STEPS = {
  'signup-form': ['registration', 'personalDetails', 'licenseDetails'],
  'signup-code': ['phoneNumber'],
  'signup-upload': ['driverLicense', 'idDocument', 'selfieDocument', 'otherDocument'],
  'signup-card': ['creditCard'],
} as const satisfies Record<string, readonly SignupStep[]>

export type SignupCardKind = keyof typeof SIGNUP_CARD_STEPS

/** The card kind that shows a step: a form, a code, an upload, or a card entry. */
export function cardKindOfStep(step: SignupStep): SignupCardKind {
  for (const [kind, steps] of Object.entries(SIGNUP_CARD_STEPS) as Array<[SignupCardKind, readonly SignupStep[]]>) {
    if (steps.includes(step)) return kind
  }
  return 'signup-form'
}
