import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { useTenant } from '@/core/tenant'
import { formatDateInWords } from '../format'
import { useCancelBooking } from '../use-cancel-booking'

interface CancelDialogProps {
  rental: Rental
  open: boolean
  onOpenChange: (open: boolean) => void
  onCancelled?: (rental: Rental) => void
}

/** The booking cancellation modal: a confirmation before DELETE /user/rentals/{id}. */
export function CancelDialog({ rental, open, onOpenChange, onCancelled }: CancelDialogProps) {
  const { t, i18n } = useTranslation('bookings')
  const { tenant } = useTenant()
  const { cancel, busy } = useCancelBooking(rental)
  const start = formatDateInWords(Date.parse(rental.reservation_start_time), tenant.timezone, i18n.language === 'en' ? 'en' : 'fr')

  const confirm = async () => {
    const cancelled = await cancel()
    onOpenChange(false)
    if (cancelled) onCancelled?.(cancelled)
  }

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('cancel.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('cancel.text', { start })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('cancel.keep')}</AlertDialogCancel>
          <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
            {t('cancel.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
