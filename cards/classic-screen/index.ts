import type { CardDefinition } from '../registry'
import { ClassicScreenCard } from './classic-screen-card'
import { ClassicScreenCardPropsSchema, type ClassicScreenCardProps } from './schema'

export const classicScreenCard: CardDefinition<ClassicScreenCardProps> = {
  kind: 'classic-screen',
  schema: ClassicScreenCardPropsSchema,
  component: ClassicScreenCard,
  classicPath: (props) => props.path,
  // A way to a screen stays valid: it never turns into a summary.
  isStale: () => false,
}
