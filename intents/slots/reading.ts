import type { CompiledCatalog } from '../catalog/compile-catalog'
import type { Clockwork, ResolvedDates } from '../dates/resolve-dates'
import type { Entity, Sentence } from '../matchers/types'
import type { DatePlan } from '../refiners/date-plan'
import type { Place, Taken } from '../refiners/places'

/** Everything a sentence gave, ready to be turned into slots. */
export interface Reading {
  s: Sentence
  entities: readonly Entity[]
  cues: ReadonlySet<string>
  plan: DatePlan
  catalog: CompiledCatalog
  /** null when the clock could not be read. */
  cw: Clockwork | null
  taken: Taken
  /** A place the driver goes to that is not a station ("pour aller à Sherbrooke"). */
  destination: Place | null
  /** The previous turn's start and end, when the sentence continues it. */
  base: ResolvedDates
  /** The previous turn's start station, when the sentence continues a search that had one. */
  previousStart?: string | null
}
