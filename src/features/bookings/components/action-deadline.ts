import { useTranslation } from 'react-i18next'
import { useTenant } from '@/core/tenant'
import { formatDateTime } from '../format'
import type { ActionWindow } from '../rental-actions'

type Kind = 'modify' | 'modify-end' | 'cancel'

/**
 * The plain sentence that says until when a change is allowed ("Modifiable jusqu'au 26 nov. 2026
 * 08:00"), or that it always is, or that it no longer is. The deadline is written in the pickers'
 * format like the dates beside it on a card or the detail: a short "Nov 26 at 08:00" next to "From
 * 26 Nov 2026 09:00" read as two formats on one card.
 */
export function useDeadlineText() {
  const { t, i18n } = useTranslation('bookings')
  const { tenant } = useTenant()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  return (kind: Kind, window: ActionWindow): string => {
    if (!window.allowed) return t(kind === 'cancel' ? 'actions.no-cancel' : 'actions.no-modify')
    if (window.until === null) return t(`actions.${kind}-anytime`)
    return t(`actions.${kind}-until`, { date: formatDateTime(window.until, tenant.timezone, lang) })
  }
}
