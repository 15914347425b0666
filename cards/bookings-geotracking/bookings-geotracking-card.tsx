import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { PrivacyUsageContent, useNow, useRentalActions, useSetGeotracking } from '@/features/bookings'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { RentalLine } from '../bookings-shared/rental-line'
import { useNamedAction } from '../bookings-shared/rental-which'
import { ResolvedRental } from '../bookings-shared/resolved-rental'
import '../bookings-shared/i18n'
import type { BookingsGeotrackingCardProps } from './schema'
import { paths } from '@/core/paths'

function Geotracking({ rental, asked, stale }: { rental: Rental; asked: boolean | null; stale: boolean }) {
  const { t } = useTranslation('bookings')
  const id = useId()
  const host = useCardHost()
  const actions = useRentalActions(rental, useNow())
  // The card says it is done (its status): no toast saying the same over the message box.
  const { set, busy } = useSetGeotracking(rental, { quiet: true })
  const named = useNamedAction(rental)
  const [consent, setConsent] = useState(false)
  const done = host.state.done === true
  const enable = asked ?? !rental.geotracking
  const state = <p>{t('chat.geotracking-state', { state: t(rental.geotracking ? 'detail.geotracking-on' : 'detail.geotracking-off') })}</p>
  if (done) return <p role="status">{t(rental.geotracking ? 'chat.geotracking-done-on' : 'chat.geotracking-done-off')}</p>
  if (!actions.geotracking) {
    return (
      <>
        <RentalLine rental={rental} />
        <p>{t('chat.geotracking-only-in-progress')}</p>
      </>
    )
  }
  if (rental.geotracking === enable) {
    return (
      <>
        <RentalLine rental={rental} />
        {state}
      </>
    )
  }
  const apply = async () => {
    if (await set(enable)) {
      host.setState({ done: true })
      host.focusComposer()
    }
  }
  return (
    <>
      <RentalLine rental={rental} />
      {state}
      {!stale && enable && (
        <div className="flex flex-col gap-2">
          <details className="rounded-md border border-border p-2">
            <summary className="cursor-pointer font-medium">{t('geotracking.privacy-title')}</summary>
            <div className="mt-2">
              <PrivacyUsageContent headingLevel={4} />
            </div>
          </details>
          <div className="flex items-start gap-2">
            <Checkbox id={`${id}-consent`} checked={consent} onCheckedChange={(on) => setConsent(on === true)} className="mt-0.5" />
            <Label htmlFor={`${id}-consent`}>{t('chat.geotracking-consent')}</Label>
          </div>
          <Button className="self-start" aria-label={named(t('geotracking.accept'))} disabled={!consent || busy} onClick={() => void apply()}>
            {t('geotracking.accept')}
          </Button>
        </div>
      )}
      {!stale && !enable && (
        <div className="flex flex-col gap-2">
          <p>{t('geotracking.text-refuse')}</p>
          <Button variant="destructive" className="self-start" aria-label={named(t('geotracking.refuse'))} disabled={busy} onClick={() => void apply()}>
            {t('geotracking.refuse')}
          </Button>
        </div>
      )}
    </>
  )
}

/** set_geotracking: only for the rental in progress, consent first when switching it on. */
export function BookingsGeotrackingCard({ props, stale }: CardViewProps<BookingsGeotrackingCardProps>) {
  const { t } = useTranslation('bookings')
  return (
    <CardFrame title={t('chat.geotracking-title')} classicPath={paths.bookings} classicLabel={t('chat.open-list')} stale={stale}>
      <ResolvedRental target={{ rentalId: null, which: 'current', date: null }} noneText={t('chat.geotracking-only-in-progress')}>
        {(rental) => <Geotracking rental={rental} asked={props.enabled} stale={stale} />}
      </ResolvedRental>
    </CardFrame>
  )
}

export default BookingsGeotrackingCard
