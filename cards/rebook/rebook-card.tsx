import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { queryClient } from '@/core/query/query-client'
import { useSessionStore } from '@/core/session'
import { formatDateInWords, searchErrorMessages, useSearchSettings, type SearchSettings } from '@/features/search'
import { reviewNextCard } from '../booking-review/review-next-card'
import type { CardViewProps } from '../registry'
import { pushNextCard } from '../search-results/next-card'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import { findRebooking, type Rebooking } from './find-rebooking'
import type { RebookCardProps } from './schema'
import { paths } from '@/core/paths'

type Phase = { kind: 'working' } | { kind: 'done'; text: string } | { kind: 'none' } | { kind: 'error'; message: string }
type Recorded = { text?: string; none?: boolean }

/**
 * A rebooking card's search, one per card (its props never change), done once: what it found is
 * written into the card's state, and the next card (the review or the results) pushed, as it
 * answers. Never read again by itself nor retried: a retry is the member's.
 */
function rebookQuery(cardId: string, props: RebookCardProps, memberId: number, settings: SearchSettings, onFound: (found: Rebooking) => void) {
  return {
    queryKey: ['card-rebook', cardId],
    queryFn: async () => {
      const found = await findRebooking(props, memberId, settings, Date.now())
      onFound(found)
      return found
    },
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  }
}

/**
 * Makes an earlier booking again (find-rebooking.ts). The same vehicle free: its review opens at
 * once; otherwise the results of that search. A reload shows what it found without searching again.
 */
export default function RebookCard({ props, stale }: CardViewProps<RebookCardProps>) {
  const { t, i18n } = useTranslation('cards')
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const host = useCardHost()
  const settings = useSearchSettings()
  const memberId = useSessionStore((s) => s.user?.id)
  const recorded = host.state as Recorded
  const answered = recorded.text !== undefined || recorded.none === true
  const search = useQuery(
    {
      ...rebookQuery(host.cardId, props, memberId ?? 0, settings, (found) => {
        if (found.kind === 'none') return host.setState({ none: true })
        const when = formatDateInWords(found.criteria.startDate, settings.timezone, lang)
        const text = found.same ? t('rebook.same-free', { name: found.name, when }) : t('rebook.same-taken', { name: found.name, when })
        host.setState({ text })
        if (found.same) pushNextCard(reviewNextCard(found.same, found.criteria, t('rebook.review-intro')))
        else pushNextCard({ text: t('rebook.results-intro'), kind: 'search-results', props: { criteria: found.criteria, addressText: null, destinationText: null } })
      }),
      enabled: !stale && !answered && memberId !== undefined,
    },
    queryClient,
  )
  const phase: Phase = recorded.text
    ? { kind: 'done', text: recorded.text }
    : recorded.none
      ? { kind: 'none' }
      : search.isError && !search.isFetching
        ? { kind: 'error', message: searchErrorMessages(search.error).join(' ') }
        : { kind: 'working' }

  const frame = { title: t('rebook.title'), classicPath: paths.bookingsHistory, classicLabel: t('rebook.history') }
  return (
    <CardFrame {...frame} stale={stale} focusReady={phase.kind !== 'working'}>
      {phase.kind === 'working' && <CardLoading label={t('rebook.looking')} />}
      {phase.kind === 'done' && <p>{phase.text}</p>}
      {phase.kind === 'none' && <p>{props.weekday === null ? t('rebook.none-usual') : t('rebook.none-weekday', { day: t(`rebook.weekdays.${props.weekday}`) })}</p>}
      {phase.kind === 'error' && <CardError message={phase.message} onRetry={() => void search.refetch()} />}
    </CardFrame>
  )
}
