import { useTranslation } from 'react-i18next'
import type { BookingOutcome } from '../search-store'
import { useBookingAccess } from '../booking-access'
import { formatDateInWords } from '../date-time'
import { useLang } from '../use-lang'
import { useSearchSettings } from '../use-search-settings'

/**
 * The vehicle's access text on a confirmation (screen and chat card), or when it will appear: after
 * the account's validation, from the tenant's lead time before the start (contracts/access-rules.ts).
 */
export function AccessText({ outcome, enabled = true, className }: { outcome: BookingOutcome; enabled?: boolean; className?: string }) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const { timezone } = useSearchSettings()
  const access = useBookingAccess(outcome, enabled)
  let message = access.text
  const later = access.later
  if (!message && later) {
    const date = formatDateInWords(later.from, timezone, lang)
    if (!later.afterValidation) message = t('confirmation.access-from', { date })
    else message = later.from > later.now ? t('confirmation.access-after-validation', { date }) : t('confirmation.access-after-validation-soon')
  }
  return (
    <p className={className} aria-live="polite" aria-busy={access.loading}>
      {message || t('confirmation.access-none')}
    </p>
  )
}
