import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FINISHED_STATUSES, RentalsResponseSchema, asDriverQuery } from '@contracts/rental'
import { apiGet } from '@/core/api'
import { useSessionStore } from '@/core/session'
import { formatDateInWords, searchErrorMessages, useSearchSettings } from '@/features/search'
import { fetchVehicle, searchVehicles } from '@/features/search/api'
import { INITIAL_CRITERIA, type SearchCriteria } from '@/features/search/search-criteria'
import { toVehicleSearchBody } from '@/features/search/search-body'
import { reviewNextCard } from '../booking-review/review-next-card'
import type { CardViewProps } from '../registry'
import { pushNextCard } from '../search-results/next-card'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import { nextSuchTimes, pickRebooking } from './pick-rebooking'
import type { RebookCardProps } from './schema'
import { paths } from '@/core/paths'

// The member's finished bookings looked through: enough for a habit, one page of the API.
const LOOKED_AT = 100

type Phase = { kind: 'working' } | { kind: 'done'; text: string } | { kind: 'none' } | { kind: 'error'; message: string }

/**
 * Makes an earlier booking again: finds it among the member's finished bookings (pick-rebooking.ts),
 * moves its times to the next such day, and searches its station and category then. The same
 * vehicle free: its review opens at once; otherwise the results of that search. Done once: a reload
 * shows what it found without searching again.
 */
export default function RebookCard({ props, stale }: CardViewProps<RebookCardProps>) {
  const { t, i18n } = useTranslation('cards')
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const host = useCardHost()
  const settings = useSearchSettings()
  const memberId = useSessionStore((s) => s.user?.id)
  const recorded = host.state as { text?: string; none?: boolean }
  const [phase, setPhase] = useState<Phase>(recorded.text ? { kind: 'done', text: recorded.text } : recorded.none ? { kind: 'none' } : { kind: 'working' })

  useEffect(() => {
    if (stale || phase.kind !== 'working' || memberId === undefined) return
    let cancelled = false
    void (async () => {
      try {
        const page = await apiGet('/rentals', RentalsResponseSchema, {
          query: { page: 1, limit: LOOKED_AT, statuses: FINISHED_STATUSES.filter((s) => s === 'closed'), order: 'desc', ...asDriverQuery(memberId) },
        })
        const earlier = pickRebooking(page.rentals, props, settings.timezone)
        if (cancelled) return
        if (!earlier) {
          host.setState({ none: true })
          setPhase({ kind: 'none' })
          return
        }
        const vehicle = await fetchVehicle(earlier.vehicle_id)
        const station = earlier.start_station_id ?? vehicle.station_id
        const criteria: SearchCriteria = {
          ...INITIAL_CRITERIA,
          startStation: station,
          endStation: station,
          ...nextSuchTimes(earlier, settings.timezone, Date.now()),
          categories: vehicle.category_id === null ? [] : [vehicle.category_id],
        }
        const answer = await searchVehicles(toVehicleSearchBody(criteria, settings))
        if (cancelled) return
        const same = answer.results.find((r) => r.vehicle.id === vehicle.id)
        const when = formatDateInWords(criteria.startDate!, settings.timezone, lang)
        const name = `${vehicle.make} ${vehicle.model}`
        const text = same ? t('rebook.same-free', { name, when }) : t('rebook.same-taken', { name, when })
        host.setState({ text })
        setPhase({ kind: 'done', text })
        if (same) pushNextCard(reviewNextCard(same, criteria, t('rebook.review-intro')))
        else pushNextCard({ text: t('rebook.results-intro'), kind: 'search-results', props: { criteria, addressText: null, destinationText: null } })
      } catch (error) {
        if (!cancelled) setPhase({ kind: 'error', message: searchErrorMessages(error).join(' ') })
      }
    })()
    return () => {
      cancelled = true
    }
    // Works while in the 'working' phase (a retry goes back to it); the card's state and phase,
    // changed together when it is done, end it.
  }, [stale, phase.kind, memberId, host, props, settings, t, lang])

  const frame = { title: t('rebook.title'), classicPath: paths.bookingsHistory, classicLabel: t('rebook.history') }
  return (
    <CardFrame {...frame} stale={stale} focusReady={phase.kind !== 'working'}>
      {phase.kind === 'working' && <CardLoading label={t('rebook.looking')} />}
      {phase.kind === 'done' && <p>{phase.text}</p>}
      {phase.kind === 'none' && <p>{props.weekday === null ? t('rebook.none-usual') : t('rebook.none-weekday', { day: t(`rebook.weekdays.${props.weekday}`) })}</p>}
      {phase.kind === 'error' && (
        <CardError
          message={phase.message}
          onRetry={() => {
            setPhase({ kind: 'working' })
          }}
        />
      )}
    </CardFrame>
  )
}
