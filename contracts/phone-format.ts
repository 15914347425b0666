// Without zod, like contact-rules.ts: the chat's first load and the replay use it.

// Countries of the North American Numbering Plan among the tenants' (ISO 3166): they dial +1 numbers nationally.
const NORTH_AMERICAN_PLAN: readonly string[] = ['CA', 'US']

/**
 * A national number of the tenant's country in E.164, for the plans known here; null otherwise.
 * NANP: ten digits, area code and exchange starting 2-9, or eleven with the trunk 1. France: ten
 * digits starting with the trunk 0, then 1-9.
 */
function nationalToE164(digits: string, country: string): string | null {
  if (NORTH_AMERICAN_PLAN.includes(country) && /^1?[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return `+1${digits.slice(-10)}`
  if (country === 'FR' && /^0[1-9]\d{8}$/.test(digits)) return `+33${digits.slice(1)}`
  return null
}

/** Country-specific shape of an international number, where we know it. */
function validInternational(e164: string): boolean {
  if (e164.startsWith('+1')) return /^\+1[2-9]\d{2}[2-9]\d{6}$/.test(e164)
  if (e164.startsWith('+33')) return /^\+33[1-9]\d{8}$/.test(e164)
  return /^\+[1-9]\d{7,14}$/.test(e164)
}

/**
 * Reads a phone number typed by a driver, in E.164 (+15145551234, 0033...) or in the national
 * form of the tenant's country (514 555-1234 in CA/US, 06 12 34 56 78 in FR), and returns it in
 * E.164, or null when it is not a valid number: the server stores and texts that, the account's
 * phone change compares it with the member's number.
 */
export function normalisePhone(input: string, country: string): string | null {
  const trimmed = input.trim()
  if (!/^[+\d\s().\-/]+$/.test(trimmed)) return null
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) return validInternational(`+${digits}`) ? `+${digits}` : null
  if (digits.startsWith('00')) return validInternational(`+${digits.slice(2)}`) ? `+${digits.slice(2)}` : null
  return nationalToE164(digits, country.toUpperCase())
}

/**
 * A phone number as people read it, wherever one is shown (screens, chat, server messages): the
 * tenant's own country the national way ('(514) 555-0142', '06 12 34 56 78'), other countries with
 * their code ('+1 514-555-0142', '+33 6 12 34 56 78'). It takes a member's stored E.164 number or an
 * operator's number as typed in the tenant settings. The stored, sent and `tel:` values stay as they
 * are. The project has no phone library, so only the plans its tenants use are known (North America,
 * France); any other number is shown as given, which is still correct to dial.
 */
export function formatPhone(phone: string, tenantCountry: string): string {
  const given = phone.trim()
  const country = tenantCountry.toUpperCase()
  const compact = given.replace(/[\s.()-]/g, '')
  const e164 = /^\+\d+$/.test(compact) ? compact : /^\d+$/.test(compact) ? nationalToE164(compact, country) : null
  if (e164 === null) return given
  const northAmerica = /^\+1([2-9]\d{2})([2-9]\d{2})(\d{4})$/.exec(e164)
  if (northAmerica) {
    const [, area, exchange, line] = northAmerica
    return NORTH_AMERICAN_PLAN.includes(country) ? `(${area}) ${exchange}-${line}` : `+1 ${area}-${exchange}-${line}`
  }
  const france = /^\+33([1-9])(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164)
  if (france) {
    const [, first, ...pairs] = france
    return country === 'FR' ? `0${first} ${pairs.join(' ')}` : `+33 ${first} ${pairs.join(' ')}`
  }
  return given
}
