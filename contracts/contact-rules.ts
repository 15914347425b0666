import { PUBLIC_EMERGENCY_NUMBERS, PUBLIC_EMERGENCY_NUMBER_DEFAULT } from './tenant-defaults'

// Without zod, like tenant-defaults.ts: the chat's first load and the replay use it.

/**
 * A phone number a tenant may set (emergency_phone, support_phone): digits with the usual separators,
 * an optional leading +, 3 to 20 digits. Nothing else, so that it always makes a `tel:` link.
 */
export const PHONE_NUMBER = /^\+?[0-9](?:[0-9 .()-]{0,28}[0-9])?$/

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length
  return PHONE_NUMBER.test(value) && digits >= 3 && digits <= 20
}

/** The `tel:` URI of a number (RFC 3966 global or local number: the separators dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`
}

/** The public emergency services' number of a country. */
export function publicEmergencyNumber(iso3166: string | null | undefined): string {
  return PUBLIC_EMERGENCY_NUMBERS[(iso3166 ?? '').toUpperCase()] ?? PUBLIC_EMERGENCY_NUMBER_DEFAULT
}

export interface ContactNumbers {
  emergency_phone: string | null
  support_phone: string | null
}

/** The number to call first after an accident, a breakdown or a theft: the operator's emergency line, else its support line. */
export function incidentPhone(contact: ContactNumbers): string | null {
  return contact.emergency_phone ?? contact.support_phone ?? null
}
