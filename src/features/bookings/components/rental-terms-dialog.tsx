import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { TermsDialog } from '@/components/content'

/** The rental terms modal of the booking detail: the tenant's current terms, which the booking is under. */
export function RentalTermsDialog() {
  const { t } = useTranslation('bookings')
  return (
    <TermsDialog
      trigger={
        <Button variant="link" className="h-auto px-0">
          {t('actions.rental-terms')}
        </Button>
      }
    />
  )
}
