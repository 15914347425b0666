import type { CardDefinition } from '../registry'
import { startCardSearch } from './card-search'
import { lazyCard } from './lazy-card'
import { SearchResultsCardPropsSchema, type SearchResultsCardProps } from './schema'

const loadView = () => import('./search-results-card')
const view = lazyCard(loadView)

export const searchResultsCard: CardDefinition<SearchResultsCardProps> = {
  kind: 'search-results',
  schema: SearchResultsCardPropsSchema,
  component: view,
  preload: view.preload,
  classicPath: () => '/',
  needsInput: () => true,
  start: (cardId, props) => startCardSearch(cardId, props),
}
