import type { CardDefinition } from '../registry'
import { ExamplesCard } from './examples-card'
import { ExamplesCardPropsSchema, type ExamplesCardProps } from './schema'

export const examplesCard: CardDefinition<ExamplesCardProps> = {
  kind: 'examples',
  schema: ExamplesCardPropsSchema,
  component: ExamplesCard,
  classicPath: () => '/',
}
