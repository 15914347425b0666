import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Button } from '@/components/ui/button'
import { BillingNote, formatMonth, groupByEndMonth, hasReceipt, useBookingsPages, type ListKey } from '@/features/bookings'
import { useTenant } from '@/core/tenant'
import { ClassicLink } from '../shared/classic-link'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import { pushNextCard } from '../search-results/next-card'
import { RentalLine } from '../bookings-shared/rental-line'
import { useNamedAction } from '../bookings-shared/rental-which'
import '../bookings-shared/i18n'
import { bookingsListLinkKey, bookingsListPath } from './classic-path'
import type { BookingsListCardProps } from './schema'
import { paths } from '@/core/paths'

const LISTS: Record<NonNullable<BookingsListCardProps['scope']> | 'all', ListKey[]> = {
  all: ['bookings.inProgress', 'bookings.upcoming'],
  upcoming: ['bookings.upcoming'],
  in_progress: ['bookings.inProgress'],
  history: ['history'],
  carpoolings: ['carpoolings.inProgress', 'carpoolings.upcoming'],
}

const TITLE: Record<ListKey, string> = {
  'bookings.inProgress': 'lists.in-progress',
  'bookings.upcoming': 'lists.upcoming',
  'carpoolings.inProgress': 'lists.in-progress',
  'carpoolings.upcoming': 'lists.upcoming',
  'carpoolings.past': 'lists.past',
  history: 'titles.history',
}

/** The classic screens' own empty texts: an empty carpool list is not "no booking". */
const EMPTY: Record<ListKey, string> = {
  'bookings.inProgress': 'lists.empty-in-progress',
  'bookings.upcoming': 'lists.empty-upcoming',
  'carpoolings.inProgress': 'lists.empty-carpool-in-progress',
  'carpoolings.upcoming': 'lists.empty-carpool-upcoming',
  'carpoolings.past': 'lists.empty-carpool-past',
  history: 'lists.empty-history',
}

/** "Détails ici" for one booking, named by which it is (its line describes it too). */
function DetailsButton({ rental, describedBy, firstNew }: { rental: Rental; describedBy: string; firstNew: boolean }) {
  const { t } = useTranslation('bookings')
  const named = useNamedAction(rental)
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={named(t('chat.details-here'))}
      aria-describedby={describedBy}
      data-first-new={firstNew || undefined}
      onClick={() => pushNextCard({ text: t('chat.reply-show'), kind: 'booking-detail', props: { rentalId: rental.id, which: null, date: null } })}
    >
      {t('chat.details-here')}
    </Button>
  )
}

function RentalRows({ rentals, listKey, stale, focusId }: { rentals: Rental[]; listKey: ListKey; stale: boolean; focusId: number | null }) {
  const { t } = useTranslation('bookings')
  const host = useCardHost()
  const rowId = (id: number) => `${host.cardId}-${listKey.replace('.', '-')}-${id}`
  return (
    <ul className="flex flex-col gap-2">
      {rentals.map((r) => (
        <li key={r.id} className="flex items-center justify-between gap-2 rounded-md border border-border p-2">
          <div id={rowId(r.id)}>
            <RentalLine rental={r} />
          </div>
          {!stale &&
            r.status === 'closed' &&
            listKey === 'history' &&
            (hasReceipt(r) ? <ClassicLink to={paths.receipt(r.id)}>{t('receipt.link')}</ClassicLink> : <BillingNote rental={r} />)}
          {!stale && <DetailsButton rental={r} describedBy={rowId(r.id)} firstNew={r.id === focusId} />}
        </li>
      ))}
    </ul>
  )
}

function ListPart({ listKey, stale }: { listKey: ListKey; stale: boolean }) {
  const { t, i18n } = useTranslation('bookings')
  const landmark = useLandmarkProps()
  const host = useCardHost()
  const { tenant } = useTenant()
  const stateKey = `pages-${listKey}`
  const pages = typeof host.state[stateKey] === 'number' ? (host.state[stateKey] as number) : 1
  const setPages = useCallback((n: number) => host.setState({ [stateKey]: n }), [host, stateKey])
  const list = useBookingsPages(listKey, pages, setPages)
  const title = t(TITLE[listKey])
  const partRef = useRef<HTMLElement>(null)
  // After "more", the focus goes to the first booking the page added, not back to the top of the card.
  const [focusId, setFocusId] = useState<number | null>(null)
  const shownBefore = useRef<number | null>(null)
  useEffect(() => {
    if (shownBefore.current === null || list.rentals.length <= shownBefore.current) return
    const first = list.rentals[shownBefore.current]
    shownBefore.current = null
    setFocusId(first.id)
  }, [list.rentals])
  useEffect(() => {
    if (focusId !== null) partRef.current?.querySelector<HTMLElement>('[data-first-new]')?.focus()
  }, [focusId])
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const rows = (rentals: Rental[]) => <RentalRows rentals={rentals} listKey={listKey} stale={stale} focusId={focusId} />
  return (
    <section ref={partRef} {...landmark.section({ 'aria-label': title })} className="flex flex-col gap-2">
      <h4 className="font-semibold">
        {title} {list.status !== 'error' && list.total > 0 && <span className="font-normal text-muted-foreground">({list.total})</span>}
      </h4>
      {list.status === 'loading' && list.rentals.length === 0 && <CardLoading label={t('lists.loading')} />}
      {list.status === 'error' && <CardError message={t('lists.load-error')} onRetry={list.retry} />}
      {list.status === 'ready' && list.rentals.length === 0 && <p className="text-muted-foreground">{t(EMPTY[listKey])}</p>}
      {list.rentals.length > 0 &&
        (listKey === 'history'
          ? // Spec section 2: the history by the month of each booking's end, as its screen groups it.
            groupByEndMonth(list.rentals, tenant.timezone).map((group) => (
              <div key={group.month} className="flex flex-col gap-2">
                <h5 className="font-medium capitalize">{formatMonth(group.sample, tenant.timezone, lang)}</h5>
                {rows(group.rentals)}
              </div>
            ))
          : rows(list.rentals))}
      {list.rentals.length > 0 && list.total > 0 && <p className="text-muted-foreground">{t('chat.shown', { shown: list.rentals.length, total: list.total })}</p>}
      {!stale && list.hasMore && (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          onClick={() => {
            shownBefore.current = list.rentals.length
            list.more()
          }}
        >
          {t('chat.more', { list: title })}
        </Button>
      )}
      {list.status === 'loading' && list.rentals.length > 0 && <CardLoading label={t('lists.loading')} />}
    </section>
  )
}

/** list_bookings: the lists the scope names, page after page ("more"), the history by month, each row opening its detail card. */
export function BookingsListCard({ props, stale }: CardViewProps<BookingsListCardProps>) {
  const { t } = useTranslation('bookings')
  const keys = LISTS[props.scope ?? 'all']
  const title = props.scope === 'history' ? t('titles.history') : props.scope === 'carpoolings' ? t('titles.carpoolings') : t('titles.bookings')
  return (
    <CardFrame title={title} classicPath={bookingsListPath(props.scope)} classicLabel={t(bookingsListLinkKey(props.scope))} stale={stale}>
      {keys.map((key) => (
        <ListPart key={key} listKey={key} stale={stale} />
      ))}
    </CardFrame>
  )
}

export default BookingsListCard
