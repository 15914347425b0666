import { helpPath } from './help-path'
import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { HelpCardPropsSchema, type HelpCardProps } from './schema'

export const helpCard: CardDefinition<HelpCardProps> = {
  kind: 'help',
  schema: HelpCardPropsSchema,
  // Loaded when a help answer shows: the operator's HTML goes through DOMPurify, off the chat's first load.
  component: lazyCard(() => import('./help-card')),
  classicPath: (props) => helpPath(props.topic),
}
