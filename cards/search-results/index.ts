import type { CardDefinition } from '../registry'
import { lazyCard } from './lazy-card'
import { SearchResultsCardPropsSchema, type SearchResultsCardProps } from './schema'

const loadView = () => import('./search-results-card')

export const searchResultsCard: CardDefinition<SearchResultsCardProps> = {
  kind: 'search-results',
  schema: SearchResultsCardPropsSchema,
  component: lazyCard(loadView),
  preload: loadView,
  classicPath: () => '/',
  needsInput: () => true,
}
