import { useTranslation } from 'react-i18next'
import { freeCancellationMinutesLeft } from '@contracts/booking-warnings'
import { useTenant } from '@/core/tenant'
import { formatDateTime } from '../format'
import type { ActionWindow } from '../rental-actions'

/**
 * The last minutes before the cancellation deadline (contracts/booking-warnings.ts, on the deadline
 * of the one delay rule, contracts/delay-rules.ts): said on the booking detail and its chat cards,
 * next to the cancel action, so that the driver who means to cancel does it now.
 */
export function CancelDeadlineNotice({ cancel, now }: { cancel: ActionWindow; now: number }) {
  const { t, i18n } = useTranslation('bookings')
  const { tenant } = useTenant()
  const minutes = cancel.allowed ? freeCancellationMinutesLeft(cancel.until, now) : null
  if (minutes === null || cancel.until === null) return null
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  return (
    <p role="status" className="rounded-md border border-amber-600 bg-amber-50 p-2 text-sm font-medium text-amber-950">
      {t('actions.cancel-closing', { count: minutes, date: formatDateTime(cancel.until, tenant.timezone, lang) })}
    </p>
  )
}
