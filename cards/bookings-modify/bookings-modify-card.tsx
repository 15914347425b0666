import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { formatDateInWords, ModifyForm, requestedTimes, useNow, useRentalActions } from '@/features/bookings'
import { useTenant } from '@/core/tenant'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { useTypedAnswer } from '../shared/use-typed-answer'
import { CardFrame } from '../shared/card-frame'
import { CardLoading } from '../shared/card-status'
import { RentalLine } from '../bookings-shared/rental-line'
import { ResolvedRental } from '../bookings-shared/resolved-rental'
import { useNamedAction } from '../bookings-shared/rental-which'
import '../bookings-shared/i18n'
import type { BookingsModifyCardProps } from './schema'
import { TripExtension } from './trip-extension'
import { useRequestedTimes } from './use-requested-times'
import { paths } from '@/core/paths'

function Modify({ rental, props, stale }: { rental: Rental; props: BookingsModifyCardProps; stale: boolean }) {
  const { t, i18n } = useTranslation('bookings')
  const host = useCardHost()
  const { tenant } = useTenant()
  const now = useNow()
  const permissions = useRentalActions(rental, now)
  const requested = useRequestedTimes(rental, props)
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const words = (ms: number) => formatDateInWords(ms, tenant.timezone, lang)
  const done = host.state.done === true
  const form = useRef<HTMLFormElement>(null)
  const named = useNamedAction(rental)
  // A typed "oui" presses the form's confirm button, only when it may be pressed (its checks, its
  // request); "non" changes nothing. Nothing is applied from the sentence that showed the card.
  useTypedAnswer((yes) => {
    if (done || stale) return false
    if (!yes) return true
    const button = form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')
    if (!form.current || !button || button.disabled) return false
    form.current.requestSubmit(button)
    return true
  })
  if (done) {
    const start = Number(host.state.start)
    const end = Number(host.state.end)
    return <p role="status">{t('chat.modify-done', { start: words(start), end: words(end) })}</p>
  }
  if (!permissions.isDriver) return <p>{t('chat.not-driver')}</p>
  const current = { start: Date.parse(rental.reservation_start_time), end: Date.parse(rental.reservation_end_time) }
  if (requested === 'reading') return <CardLoading label={t('chat.looking')} />
  // Read against the booking, a sentence that moves nothing gives back its start: nothing is asked.
  const asked = (requested.start !== null && requested.start !== current.start) || requested.end !== null
  const draft = asked ? requestedTimes(current, requested, tenant.timezone) : undefined
  const finish = (start: number, end: number) => {
    host.setState({ done: true, start, end })
    host.report({ kind: 'changed', bookingId: String(rental.id) })
    host.focusComposer()
  }
  // A trip in progress ending later is an extension: quoted against the latest possible end first.
  const extending = rental.status === 'in_progress' && draft !== undefined && draft.start === current.start && draft.end > current.end
  const modifyForm = (
    <ModifyForm
      rental={rental}
      permissions={permissions}
      now={now}
      initialDraft={draft}
      formRef={form}
      submitName={named(t('modify.confirm'))}
      quiet
      onDone={(updated) => finish(Date.parse(updated.reservation_start_time), Date.parse(updated.reservation_end_time))}
    />
  )
  return (
    <>
      <RentalLine rental={rental} />
      {draft ? <p className="font-medium">{t('chat.understood-times', { start: words(draft.start), end: words(draft.end) })}</p> : <p>{t('chat.no-times')}</p>}
      {!stale &&
        (extending && draft ? (
          <TripExtension rental={rental} askedEnd={draft.end} formRef={form} submitName={named} onExtended={(end) => finish(current.start, end)}>
            {modifyForm}
          </TripExtension>
        ) : (
          modifyForm
        ))}
    </>
  )
}

/** modify_booking: the new times said back in words, the pickers bounded by the delays, then the change. */
export function BookingsModifyCard({ props, stale }: CardViewProps<BookingsModifyCardProps>) {
  const { t } = useTranslation('bookings')
  return (
    <CardFrame title={t('modify.title')} classicPath={paths.bookings} classicLabel={t('chat.open-list')} stale={stale}>
      <ResolvedRental target={props} noneText={t('chat.none-active')}>
        {(rental) => <Modify rental={rental} props={props} stale={stale} />}
      </ResolvedRental>
    </CardFrame>
  )
}

export default BookingsModifyCard
