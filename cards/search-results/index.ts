import type { CardDefinition } from '../registry'
import { lazyCard } from './lazy-card'
import { SearchResultsCardPropsSchema, type SearchResultsCardProps } from './schema'

export const searchResultsCard: CardDefinition<SearchResultsCardProps> = {
  kind: 'search-results',
  schema: SearchResultsCardPropsSchema,
  component: lazyCard(() => import('./search-results-card')),
  classicPath: () => '/',
  needsInput: () => true,
}
