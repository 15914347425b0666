import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { InvoicesCardPropsSchema, type InvoicesCardProps } from './schema'

export const invoicesCard: CardDefinition<InvoicesCardProps> = {
  kind: 'invoices',
  schema: InvoicesCardPropsSchema,
  component: lazyCard(() => import('./invoices-card')),
  classicPath: () => '/account/bookings-history',
}
