import type { CardDefinition } from '../registry'
import { SearchResultsCard } from './search-results-card'
import { SearchResultsCardPropsSchema, type SearchResultsCardProps } from './schema'

export const searchResultsCard: CardDefinition<SearchResultsCardProps> = {
  kind: 'search-results',
  schema: SearchResultsCardPropsSchema,
  component: SearchResultsCard,
  classicPath: () => '/',
  needsInput: () => true,
}
