import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Button } from '@/components/ui/button'
import { receiptPath, useRentalList, type ListKey } from '@/features/bookings'
import { ClassicLink } from '../shared/classic-link'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import { pushNextCard } from '../search-results/next-card'
import { RentalLine } from '../bookings-shared/rental-line'
import '../bookings-shared/i18n'
import { bookingsListLinkKey, bookingsListPath } from './classic-path'
import type { BookingsListCardProps } from './schema'

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
  history: 'titles.history',
}

/** The classic screens' own empty texts: an empty carpool list is not "no booking". */
const EMPTY: Record<ListKey, string> = {
  'bookings.inProgress': 'lists.empty-in-progress',
  'bookings.upcoming': 'lists.empty-upcoming',
  'carpoolings.inProgress': 'lists.empty-carpool-in-progress',
  'carpoolings.upcoming': 'lists.empty-carpool-upcoming',
  history: 'lists.empty-history',
}

function ListPart({ listKey, stale }: { listKey: ListKey; stale: boolean }) {
  const { t } = useTranslation('bookings')
  const landmark = useLandmarkProps()
  const list = useRentalList(listKey)
  const host = useCardHost()
  const title = t(TITLE[listKey])
  const rowId = (id: number) => `${host.cardId}-${listKey.replace('.', '-')}-${id}`
  return (
    <section {...landmark.section({ 'aria-label': title })} className="flex flex-col gap-2">
      <h4 className="font-semibold">
        {title} {list.status === 'ready' && <span className="font-normal text-muted-foreground">({list.total})</span>}
      </h4>
      {list.status === 'loading' && list.rentals.length === 0 && <CardLoading label={t('lists.loading')} />}
      {list.status === 'error' && <CardError message={t('lists.load-error')} onRetry={list.reload} />}
      {list.status === 'ready' && list.rentals.length === 0 && <p className="text-muted-foreground">{t(EMPTY[listKey])}</p>}
      {list.rentals.length > 0 && (
        <ul className="flex flex-col gap-2">
          {list.rentals.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-2 rounded-md border border-border p-2">
              <div id={rowId(r.id)}>
                <RentalLine rental={r} />
              </div>
              {!stale && r.status === 'closed' && listKey === 'history' && (
                <ClassicLink to={receiptPath(r.id)}>{t('receipt.link')}</ClassicLink>
              )}
              {!stale && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-describedby={rowId(r.id)}
                  onClick={() => pushNextCard({ text: t('chat.reply-show'), kind: 'booking-detail', props: { rentalId: r.id, which: null, date: null } })}
                >
                  {t('chat.details-here')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** list_bookings: the lists the scope names, each row opening its detail card. */
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
