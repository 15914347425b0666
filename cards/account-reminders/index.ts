import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { AccountRemindersCardPropsSchema, type AccountRemindersCardProps } from './schema'
import { paths } from '@/core/paths'

export const accountRemindersCard: CardDefinition<AccountRemindersCardProps> = {
  kind: 'account-reminders',
  schema: AccountRemindersCardPropsSchema,
  component: lazyCard(() => import('./account-reminders-card')),
  classicPath: () => paths.details,
}
