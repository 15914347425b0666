/** National numbering plans we know how to read without a leading +: country -> rule. */
const NATIONAL: Record<string, (digits: string) => string | null> = {
  // NANP: ten digits, area code and exchange starting 2-9; an 11-digit form starts with the trunk 1.
  CA: nanp,
  US: nanp,
  // France: ten digits starting with the trunk 0, then 1-9.
  FR: (d) => (/^0[1-9]\d{8}$/.test(d) ? `+33${d.slice(1)}` : null),
}

function nanp(digits: string): string | null {
  const d = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(d) ? `+1${d}` : null
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
 * E.164, or null when it is not a valid number.
 */
export function normalisePhone(input: string, country: string): string | null {
  const trimmed = input.trim()
  if (!/^[+\d\s().\-/]+$/.test(trimmed)) return null
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) return validInternational(`+${digits}`) ? `+${digits}` : null
  if (digits.startsWith('00')) return validInternational(`+${digits.slice(2)}`) ? `+${digits.slice(2)}` : null
  const national = NATIONAL[country.toUpperCase()]
  return national ? national(digits) : null
}
