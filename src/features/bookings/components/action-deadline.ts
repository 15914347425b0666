import { useTranslation } from 'react-i18next'
import { useTenant } from '@/lib/tenant'
import { formatDeadline } from '../format'
import type { ActionWindow } from '../rental-permissions'

type Kind = 'modify' | 'modify-end' | 'cancel'

/**
 * The plain sentence that says until when a change is allowed ("Modifiable jusqu'au 26 nov. 2026
 * 08:00"), or that it always is, or that it no longer is.
 */
export function useDeadlineText() {
  const { t, i18n } = useTranslation('bookings')
  const { tenant } = useTenant()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  return (kind: Kind, window: ActionWindow): string => {
    if (!window.allowed) return t(kind === 'cancel' ? 'actions.no-cancel' : 'actions.no-modify')
    if (window.until === null) return t(`actions.${kind}-anytime`)
    return t(`actions.${kind}-until`, { date: formatDeadline(window.until, tenant.timezone, lang) })
  }
}
