import { licenceExpiry } from '@contracts/licence-expiry'
import { calendarDayInWords } from '@contracts/format'
import type { Lang } from './intent-types'
import type { Translate } from './types'

/**
 * The member's licence expiring or expired, in one sentence for the greeting, by the one rule of
 * contracts/documents.ts (the e-mail's and My documents'): "Votre permis de conduire expire le
 * 20 décembre 2026 : …". Null while it is not yet warned about, or its date is unknown.
 */
export function licenceExpirySentence(expiresOn: string | null, today: string, lang: Lang, t: Translate): string | null {
  const state = licenceExpiry(expiresOn, today)
  if (!state || !expiresOn) return null
  return t(state === 'expired' ? 'greeting.licence-expired' : 'greeting.licence-expiring', { date: calendarDayInWords(expiresOn.slice(0, 10), lang) })
}
