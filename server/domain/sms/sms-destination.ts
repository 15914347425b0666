/**
 * Which numbers may receive an SMS code (toll fraud; rule in server/SECURITY.md).
 * A code goes only to a number that is a mobile, or could be one, in a numbering plan we know:
 *
 * - NANP (+1): refused are toll-free area codes (800, 833, 844, 855, 866, 877, 888 and the reserved
 *   8XX), premium 900 and the 976 exchange, non-geographic codes (N11, 456, 500 and 52X-58X
 *   personal numbers, 600, 622, 700, 710) and the Caribbean and Atlantic countries sharing +1,
 *   the usual destinations of revenue-share fraud. NANP numbers do not tell a mobile from a fixed
 *   line, so the rest is accepted.
 * - France (+33): only the mobile ranges 06 and 07 (073 to 079); 01-05 are fixed lines, 08 is
 *   special and premium rate (08xx, 089x), 09 is VoIP.
 * - Any other country: refused until its plan is added here.
 */
export type SmsDestinationRefusal = 'special_rate' | 'not_mobile' | 'unknown_plan'

const NANP_TOLL_FREE = /^8(00|22|33|44|55|66|77|8\d)$/
const NANP_NON_GEOGRAPHIC = /^([2-9]11|456|500|5[2-8]\d|533|600|622|700|710|900|976)$/
// Countries other than the United States and Canada that dial through +1 (ITU list of NANP members).
const NANP_OTHER_COUNTRIES = new Set([
  '242',
  '246',
  '264',
  '268',
  '284',
  '340',
  '345',
  '441',
  '473',
  '649',
  '658',
  '664',
  '670',
  '671',
  '684',
  '721',
  '758',
  '767',
  '784',
  '787',
  '809',
  '829',
  '849',
  '868',
  '869',
  '876',
  '939',
])

function nanpRefusal(national: string): SmsDestinationRefusal | null {
  const area = national.slice(0, 3)
  const exchange = national.slice(3, 6)
  if (NANP_TOLL_FREE.test(area) || NANP_NON_GEOGRAPHIC.test(area) || exchange === '976') return 'special_rate'
  if (NANP_OTHER_COUNTRIES.has(area)) return 'unknown_plan'
  return null
}

function franceRefusal(national: string): SmsDestinationRefusal | null {
  if (/^6\d{8}$/.test(national) || /^7[3-9]\d{7}$/.test(national)) return null
  return national.startsWith('8') ? 'special_rate' : 'not_mobile'
}

/** Null when a code may be sent to this E.164 number (normalisePhone's output), else why not. */
export function smsDestinationRefusal(e164: string): SmsDestinationRefusal | null {
  if (/^\+1\d{10}$/.test(e164)) return nanpRefusal(e164.slice(2))
  if (/^\+33\d{9}$/.test(e164)) return franceRefusal(e164.slice(3))
  return 'unknown_plan'
}
