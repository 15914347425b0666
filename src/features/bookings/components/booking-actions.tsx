import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { Rental } from '@contracts/rental'
import { Button } from '@/components/ui/button'
import type { RentalActionsView } from '../rental-actions'
import { useBookingBusy } from '../use-booking-change'
import { useDeadlineText } from './action-deadline'
import { CancelDeadlineNotice } from './cancel-deadline-notice'
import { CancelDialog } from './cancel-dialog'
import { GeotrackingDialog } from './geotracking-dialog'
import { ModifyDialog } from './modify-dialog'

interface BookingActionsProps {
  rental: Rental
  permissions: RentalActionsView
  now: number
}

type Open = 'modify' | 'cancel' | 'geotracking' | null

/**
 * The detail's actions (spec section 2): modify, cancel, enable or refuse geotracking, each with
 * its modal, each saying plainly until when it is allowed. Only the driver gets here.
 */
export function BookingActions({ rental, permissions, now }: BookingActionsProps) {
  const { t } = useTranslation('bookings')
  const busy = useBookingBusy(rental.id)
  const deadline = useDeadlineText()
  // "Extend" on the home lands here with ?action=modify: the modify dialog opens at once when allowed.
  const [params] = useSearchParams()
  const [open, setOpen] = useState<Open>(() => (params.get('action') === 'modify' && permissions.canModify ? 'modify' : null))
  const toggle = (which: Open) => (next: boolean) => setOpen(next ? which : null)

  return (
    <section aria-labelledby="booking-actions-title" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <h2 id="booking-actions-title" className="text-lg font-semibold">
        {t('detail.actions')}
      </h2>
      <div className="flex flex-col gap-1">
        <p className="text-sm">
          {permissions.modifyStart.allowed || !permissions.modifyEnd.allowed ? deadline('modify', permissions.modifyStart) : deadline('modify-end', permissions.modifyEnd)}
        </p>
        <p className="text-sm">{deadline('cancel', permissions.cancel)}</p>
      </div>
      <CancelDeadlineNotice cancel={permissions.cancel} now={now} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setOpen('modify')} disabled={busy}>
          {t('actions.modify')}
        </Button>
        {permissions.cancel.allowed && (
          <Button variant="destructive" onClick={() => setOpen('cancel')} disabled={busy}>
            {t('actions.cancel')}
          </Button>
        )}
        {permissions.geotracking && (
          <Button variant={rental.geotracking ? 'secondary' : 'default'} onClick={() => setOpen('geotracking')} disabled={busy}>
            {t(rental.geotracking ? 'actions.geotracking-refuse' : 'actions.geotracking-enable')}
          </Button>
        )}
      </div>
      <ModifyDialog rental={rental} permissions={permissions} now={now} open={open === 'modify'} onOpenChange={toggle('modify')} />
      <CancelDialog
        rental={rental}
        open={open === 'cancel'}
        onOpenChange={toggle('cancel')}
        onCancelled={() => requestAnimationFrame(() => document.getElementById('booking-title')?.focus())}
      />
      {permissions.geotracking && <GeotrackingDialog rental={rental} enable={!rental.geotracking} open={open === 'geotracking'} onOpenChange={toggle('geotracking')} />}
    </section>
  )
}
