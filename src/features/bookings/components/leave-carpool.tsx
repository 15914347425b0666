import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { navigateTo } from '@/lib/navigation'
import { useTenant } from '@/core/tenant'
import { formatDateInWords } from '../format'
import { useLeaveCarpool } from '../use-leave-carpool'
import { paths } from '@/core/paths'

/**
 * A passenger gives their seat back in a carpool that has not started (DELETE /user/rentals/{id}/passengers),
 * after confirming. Then the screen goes to the carpools; the chat's card says it instead (`onLeft`).
 */
export function LeaveCarpool({ rental, onLeft }: { rental: Rental; onLeft?: () => void }) {
  const { t, i18n } = useTranslation('bookings')
  const { tenant } = useTenant()
  const [open, setOpen] = useState(false)
  const { leave, busy } = useLeaveCarpool(rental)
  const start = formatDateInWords(Date.parse(rental.reservation_start_time), tenant.timezone, i18n.language === 'en' ? 'en' : 'fr')

  const confirm = async () => {
    const left = await leave()
    setOpen(false)
    if (left) {
      if (onLeft) onLeft()
      else navigateTo(paths.carpoolings)
    }
  }

  return (
    <>
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)} disabled={busy}>
        {t('leave-carpool.button')}
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('leave-carpool.title')}</AlertDialogTitle>
            <AlertDialogDescription>{t('leave-carpool.text', { start })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('leave-carpool.keep')}</AlertDialogCancel>
            <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
              {t('leave-carpool.confirm')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}
