import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { VehicleSearchResult } from '@contracts/vehicle'
import { Button } from '@/components/ui/button'
import { queryClient } from '@/core/query/query-client'
import { useStations } from '@/lib/reference-data'
import { useSessionStore } from '@/core/session'
import {
  ResultList,
  ResultsMap,
  formatDateInWords,
  searchAlternatives,
  searchErrorMessages,
  selectResult,
  useSearchSettings,
  type SearchAlternative,
  type SearchCriteria,
} from '@/features/search'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import { pushNextCard } from './next-card'
import { cardSearchQuery, type CardSearch } from './card-search'
import { cannotSearchMessage } from './cannot-search-message'
import type { SearchResultsCardProps } from './schema'
import './i18n'

type Phase = { kind: 'loading' } | { kind: 'done'; results: VehicleSearchResult[]; total: number; criteria: SearchCriteria } | { kind: 'error'; messages: string[] }

/** What the card shows of its search: loading, its vehicles, or why not. */
function phaseOf(search: CardSearch | undefined, error: Error | null, cannotSearch: (criteria: SearchCriteria) => string): Phase {
  if (error) return { kind: 'error', messages: searchErrorMessages(error) }
  if (!search) return { kind: 'loading' }
  const { outcome, criteria, results } = search
  if (outcome.ok) return { kind: 'done', results, total: outcome.total, criteria }
  return { kind: 'error', messages: outcome.error ? searchErrorMessages(outcome.error) : [cannotSearch(criteria)] }
}

/** Results of a search from the chat: the vehicles with their price, or why none and what else to try. */
export function SearchResultsCard({ props, stale }: CardViewProps<SearchResultsCardProps>) {
  const { t, i18n } = useTranslation(['search', 'booking', 'cards'])
  const member = useSessionStore((s) => s.status) === 'member'
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'fr'
  const host = useCardHost()
  const settings = useSearchSettings()
  const stations = useStations()
  const recorded = host.state as { total?: number; chosen?: string }
  const search = useQuery({ ...cardSearchQuery(host.cardId, props), enabled: !stale }, queryClient)
  // A retry shows the loading state again, not the failure it answers.
  const phase = phaseOf(search.data, search.isFetching ? null : search.error, (criteria) => cannotSearchMessage(t, criteria, props.addressText, settings))
  const total = phase.kind === 'done' ? phase.total : undefined
  const { setState } = host
  // The count stays with the card once it is only a summary (and after a reload).
  useEffect(() => {
    if (total !== undefined && recorded.total !== total) setState({ total })
  }, [total, recorded.total, setState])

  const title = t('search:cards.results-title')
  if (stale) {
    return (
      <CardFrame title={title} classicPath="/" classicLabel={t('search:cards.open-map')} stale>
        <p>{recorded.total === undefined ? t('search:cards.results-stale') : t('search:results.count', { count: recorded.total })}</p>
        {recorded.chosen && <p>{t('search:cards.chosen', { name: recorded.chosen })}</p>}
      </CardFrame>
    )
  }

  const choose = (r: VehicleSearchResult, criteria: SearchCriteria) => {
    const name = `${r.vehicle.make} ${r.vehicle.model}`
    void selectResult(r)
    host.setState({ chosen: name })
    pushNextCard({ text: t('search:cards.vehicle-intro', { name }), kind: 'vehicle', props: { result: r, criteria } })
  }

  const tryAlternative = (alt: SearchAlternative, criteria: SearchCriteria) => {
    if (alt.kind === 'carpool') {
      pushNextCard({ text: t('booking:cards.carpools-intro'), kind: 'carpool-offers', props: { criteria, destinationText: null } })
      return
    }
    pushNextCard({ text: t('search:cards.alternative-intro'), kind: 'search-results', props: { criteria: alt.criteria, addressText: null, destinationText: null } })
  }

  const altLabel = (alt: SearchAlternative) => {
    if (alt.kind === 'carpool') return t('search:cards.alt-carpool')
    if (alt.kind === 'station') return t('search:cards.alt-station', { name: alt.stationName })
    return t(`search:cards.alt-${alt.kind}`, { start: formatDateInWords(alt.criteria.startDate!, settings.timezone, lang) })
  }

  return (
    // The answer arrives after the card: its heading takes the focus then, over the count or the reason.
    <CardFrame title={title} classicPath="/" classicLabel={t('search:cards.open-map')} focusReady={phase.kind !== 'loading'}>
      {phase.kind === 'loading' && <CardLoading label={t('search:results.loading')} />}
      {phase.kind === 'error' && <CardError message={phase.messages.join(' ')} onRetry={() => void search.refetch()} />}
      {phase.kind === 'done' && phase.results.length > 0 && (
        <>
          <p>{t('search:results.count', { count: phase.total })}</p>
          <ResultList compact results={phase.results} label={title} onSelect={(r) => choose(r, phase.criteria)} />
          <ResultsMap results={phase.results} onSelect={(r) => choose(r, phase.criteria)} />
        </>
      )}
      {phase.kind === 'done' && phase.results.length === 0 && (
        <>
          <p className="font-medium">{phase.criteria.categories.length > 0 ? t('search:no-result-in-category') : t('search:no-result')}</p>
          {/* A member may keep the search alive: told, and the car held, when one frees up. */}
          {member && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={() => pushNextCard({ text: t('cards:alerts.notify-intro'), kind: 'alert-create', props: { criteria: phase.criteria } })}
            >
              {t('cards:alerts.notify-me')}
            </Button>
          )}
          {(() => {
            const alts = searchAlternatives(phase.criteria, stations, Date.now(), settings.useCarpooling)
            if (alts.length === 0) return null
            return (
              <div className="flex flex-col gap-2">
                <p>{t('search:cards.alternatives')}</p>
                <ul className="flex flex-wrap gap-2" aria-label={t('search:cards.alternatives')}>
                  {alts.map((alt, i) => (
                    <li key={i}>
                      <Button variant="secondary" size="sm" onClick={() => tryAlternative(alt, phase.criteria)}>
                        {altLabel(alt)}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            )
          })()}
        </>
      )}
    </CardFrame>
  )
}

export default SearchResultsCard
