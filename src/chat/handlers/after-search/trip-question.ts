import type { SearchCriteria } from '@/features/search/search-criteria'
import { missingTripDetails } from '@/features/search/search-rules'
import { formatList } from '../../dialog/format-list'
import type { TurnSentence } from '../../dialog/registry'

type Props = Record<string, unknown>
const isObject = (v: unknown): v is Props => typeof v === 'object' && v !== null && !Array.isArray(v)
const t = (s: TurnSentence, key: string, vars?: Record<string, unknown>) => s.env.translate(s.env.lang, `after-search:${key}`, vars)

/** The trip details of a card's criteria, read defensively: a restored card may lack some keys. */
function tripOf(criteria: Props): SearchCriteria {
  const d = isObject(criteria.destination) ? criteria.destination : null
  const destination = d ? { ...d, label: typeof d.label === 'string' ? d.label : '', formattedAddress: typeof d.formattedAddress === 'string' ? d.formattedAddress : '' } : null
  return {
    ...criteria,
    rentalLabel: typeof criteria.rentalLabel === 'number' ? criteria.rentalLabel : null,
    estimatedDistance: typeof criteria.estimatedDistance === 'number' ? criteria.estimatedDistance : null,
    destination,
  } as SearchCriteria
}

/**
 * The trip detail the tenant requires that the review card asks first (its order, one at a time),
 * said in the reply's words too: the driver may type the answer ("pour le travail", "35 km") as
 * well as press the card's quick replies. Empty when nothing is missing or the card joins a carpool;
 * the introduction once, not again after an answer.
 */
export function tripQuestion(s: TurnSentence, props: Props, intro = true): string {
  if (!isObject(props.criteria) || isObject(props.carpool)) return ''
  const [missing] = missingTripDetails(tripOf(props.criteria), s.env.search)
  if (!missing) return ''
  const unit = s.env.search.distanceUnit === 'miles' ? 'miles' : 'km'
  const labels = Object.values(s.env.names?.rentalLabels ?? {})
  const question =
    missing === 'rental-label'
      ? labels.length > 0
        ? t(s, 'trip.rental-label', { list: formatList(labels, s.env.lang, 'disjunction') })
        : t(s, 'trip.rental-label-open')
      : missing === 'estimated-distance'
        ? t(s, 'trip.estimated-distance', { unit })
        : t(s, 'trip.destination')
  return intro ? `${t(s, 'trip.intro')} ${question}` : question
}

/** What a typed answer added to the review's trip details ("Motif noté : Professionnel."), or ''. */
export function tripNoted(s: TurnSentence, before: Props | null, after: Props | null): string {
  if (!before || !after) return ''
  const notes: string[] = []
  const label = after.rentalLabel
  if (typeof label === 'number' && label !== before.rentalLabel) {
    const name = s.env.names?.rentalLabels[String(label)]
    if (name) notes.push(t(s, 'trip.noted-label', { label: name }))
  }
  const distance = after.estimatedDistance
  if (typeof distance === 'number' && distance !== before.estimatedDistance && s.env.search.useEstimatedDistance) {
    notes.push(t(s, 'trip.noted-distance', { distance: new Intl.NumberFormat(s.env.lang).format(distance), unit: s.env.search.distanceUnit === 'miles' ? 'miles' : 'km' }))
  }
  return notes.join(' ')
}
