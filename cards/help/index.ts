import { helpPath } from './help-path'
import type { CardDefinition } from '../registry'
import { HelpCard } from './help-card'
import { HelpCardPropsSchema, type HelpCardProps } from './schema'

export const helpCard: CardDefinition<HelpCardProps> = {
  kind: 'help',
  schema: HelpCardPropsSchema,
  component: HelpCard,
  classicPath: (props) => helpPath(props.topic),
}
