import type { CardDefinition } from '../registry'
import { LanguageCard } from './language-card'
import { LanguageCardPropsSchema, type LanguageCardProps } from './schema'

export const languageCard: CardDefinition<LanguageCardProps> = {
  kind: 'language',
  schema: LanguageCardPropsSchema,
  component: LanguageCard,
  classicPath: () => '/',
}
