import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import type { Database } from '../../db/schema'
import { ApiError, badRequest } from '../../errors'
import { isCardNumber } from '@contracts/card-entry'
import { cardBrand, fullYear, isExpired } from './card-number'

/**
 * The offline provider's documented test numbers that are refused like a bank would: the generic
 * decline and insufficient funds of Stripe's test cards. Any other number passing Luhn is accepted.
 */
export const DECLINED_TEST_NUMBERS: readonly string[] = ['4000000000000002', '4000000000009995']

export interface OfflineCardInput {
  number: string
  exp_month: number
  exp_year: number
  cvc: string
  billing_name?: string | null
}

export interface OfflinePaymentMethod {
  id: string
  brand: string
  last4: string
  exp_month: number
  exp_year: number
}

const MESSAGES = {
  number: { fr: 'Le numéro de carte est invalide.', en: 'The card number is invalid.' },
  expiry: { fr: "La date d'expiration est invalide.", en: 'The expiry date is invalid.' },
  expired: { fr: 'Cette carte a expiré.', en: 'This card has expired.' },
  cvc: { fr: 'Le code de sécurité est invalide.', en: 'The security code is invalid.' },
} as const

/**
 * Checks a card typed into the offline form and keeps only its brand, last four digits and expiry:
 * the number and the CVC are never stored. Declined test numbers answer CARD_DECLINED (402).
 */
export async function createOfflinePaymentMethod(
  db: Kysely<Database>,
  member: { tenantId: number; userId: number; now: number; language: Language },
  input: OfflineCardInput,
): Promise<OfflinePaymentMethod> {
  const field = (name: string) => `offline_payment_method.${name}`
  const say = (key: keyof typeof MESSAGES) => MESSAGES[key][member.language]
  const digits = input.number.replace(/[\s-]/g, '')
  const brand = isCardNumber(digits) ? cardBrand(digits) : null
  if (!brand) throw badRequest('bad_request', field('number'), say('number'))
  const expYear = fullYear(input.exp_year)
  if (!Number.isInteger(input.exp_month) || input.exp_month < 1 || input.exp_month > 12 || expYear > fullYear(new Date(member.now).getUTCFullYear()) + 50) {
    throw badRequest('bad_request', field('exp_month'), say('expiry'))
  }
  if (isExpired(input.exp_month, expYear, member.now)) throw badRequest('bad_request', field('exp_year'), say('expired'))
  if (!new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(input.cvc.trim())) throw badRequest('bad_request', field('cvc'), say('cvc'))
  if (DECLINED_TEST_NUMBERS.includes(digits)) throw new ApiError(402, 'CARD_DECLINED', undefined, field('number'))

  const method = { id: `pm_offline_${randomBytes(12).toString('hex')}`, brand, last4: digits.slice(-4), exp_month: input.exp_month, exp_year: expYear }
  await db
    .insertInto('offline_payment_methods')
    .values({
      tenant_id: member.tenantId,
      user_id: member.userId,
      public_id: method.id,
      brand,
      last4: method.last4,
      exp_month: method.exp_month,
      exp_year: method.exp_year,
      billing_name: input.billing_name?.trim() || null,
      created_at: member.now,
    })
    .execute()
  return method
}
