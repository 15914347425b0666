import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { RentalActionsView } from '../rental-actions'
import { ModifyForm } from './modify-form'

interface ModifyDialogProps {
  rental: Rental
  permissions: RentalActionsView
  now: number
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The modify modal of the booking detail. */
export function ModifyDialog({ rental, permissions, now, open, onOpenChange }: ModifyDialogProps) {
  const { t } = useTranslation('bookings')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('modify.title')}</DialogTitle>
          <DialogDescription>{t('modify.description')}</DialogDescription>
        </DialogHeader>
        {open && <ModifyForm rental={rental} permissions={permissions} now={now} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}
