import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { InvoicesCardPropsSchema, type InvoicesCardProps } from './schema'
import { paths } from '@/core/paths'

export const invoicesCard: CardDefinition<InvoicesCardProps> = {
  kind: 'invoices',
  schema: InvoicesCardPropsSchema,
  component: lazyCard(() => import('./invoices-card')),
  classicPath: () => paths.bookingsHistory,
}
