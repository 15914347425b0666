import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { Button } from '@/components/ui/button'
import { CancelDeadlineNotice, useCancelBooking, useDeadlineText, useNow, useRentalActions } from '@/features/bookings'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { useTypedAnswer } from '../shared/use-typed-answer'
import { CardFrame } from '../shared/card-frame'
import { RentalLine } from '../bookings-shared/rental-line'
import { ResolvedRental } from '../bookings-shared/resolved-rental'
import { useNamedAction } from '../bookings-shared/rental-which'
import '../bookings-shared/i18n'
import type { BookingsCancelCardProps } from './schema'
import { paths } from '@/core/paths'

/** The cancellation's two steps: the button, then its question (which takes the focus) and the answer. */
function CancelSteps({ rental, stale }: { rental: Rental; stale: boolean }) {
  const { t } = useTranslation('bookings')
  const host = useCardHost()
  const now = useNow()
  const permissions = useRentalActions(rental, now)
  const deadline = useDeadlineText()
  const named = useNamedAction(rental)
  // The card says it is done (its status): no toast saying the same over the message box.
  const { cancel, busy } = useCancelBooking(rental, { quiet: true })
  const [asking, setAsking] = useState<boolean | null>(null)
  // Each step replaces the button that was pressed: the question takes the focus (read once by it,
  // not also as an alert), and "keep it" gives it back to the first button, rather than to the page.
  const question = useRef<HTMLParagraphElement>(null)
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (asking === true) question.current?.focus()
    else if (asking === false) first.current?.focus()
  }, [asking])
  const confirm = async () => {
    if (await cancel()) {
      host.setState({ done: true })
      host.report({ kind: 'cancelled', bookingId: String(rental.id) })
      host.focusComposer()
    }
  }
  // A typed "oui" presses the button showing: the first one opens the question, the question's one
  // cancels (never both at once); "non" keeps the booking.
  useTypedAnswer((yes) => {
    if (!permissions.isDriver || !permissions.cancel.allowed || stale || busy) return false
    if (!yes) setAsking(false)
    else if (asking === true) void confirm()
    else setAsking(true)
    return true
  })
  if (!permissions.isDriver) return <p>{t('chat.not-driver')}</p>
  return (
    <>
      <p className="font-medium">{deadline('cancel', permissions.cancel)}</p>
      {!stale && <CancelDeadlineNotice cancel={permissions.cancel} now={now} />}
      {permissions.cancel.allowed && !stale && (
        <div role="group" aria-label={t('chat.cancel-group')} className="flex flex-col gap-2">
          {asking !== true ? (
            <Button ref={first} variant="destructive" className="self-start" aria-label={named(t('actions.cancel'))} onClick={() => setAsking(true)}>
              {t('actions.cancel')}
            </Button>
          ) : (
            <>
              <p ref={question} tabIndex={-1} className="rounded-sm outline-none focus-visible:outline-2 focus-visible:outline-ring">
                {t('chat.cancel-ask')}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="destructive" disabled={busy} aria-label={named(t('cancel.confirm'))} onClick={() => void confirm()}>
                  {t('cancel.confirm')}
                </Button>
                <Button variant="secondary" aria-label={named(t('cancel.keep'))} onClick={() => setAsking(false)}>
                  {t('cancel.keep')}
                </Button>
              </div>
            </>
          )}
        </div>
      )}
    </>
  )
}

function Cancel({ rental, stale }: { rental: Rental; stale: boolean }) {
  const { t } = useTranslation('bookings')
  const host = useCardHost()
  const done = host.state.done === true || rental.status === 'cancelled'
  return (
    <>
      <RentalLine rental={rental} />
      {done ? null : <CancelSteps rental={rental} stale={stale} />}
      {/* One status region, there from the start: its text, once the booking is cancelled, is said once. */}
      <p role="status">{done ? t('chat.cancel-done') : null}</p>
    </>
  )
}

/** cancel_booking: the booking named, until when it may be cancelled, and a confirmation before anything is done. */
export function BookingsCancelCard({ props, stale }: CardViewProps<BookingsCancelCardProps>) {
  const { t } = useTranslation('bookings')
  return (
    <CardFrame title={t('cancel.card-title')} classicPath={paths.bookings} classicLabel={t('chat.open-list')} stale={stale}>
      <ResolvedRental target={props} noneText={t('chat.none-active')}>
        {(rental) => <Cancel rental={rental} stale={stale} />}
      </ResolvedRental>
    </CardFrame>
  )
}

export default BookingsCancelCard
