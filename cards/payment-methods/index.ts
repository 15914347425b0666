import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { PaymentMethodsCardPropsSchema, type PaymentMethodsCardProps } from './schema'
import { paths } from '@/core/paths'

export const paymentMethodsCard: CardDefinition<PaymentMethodsCardProps> = {
  kind: 'payment-methods',
  schema: PaymentMethodsCardPropsSchema,
  component: lazyCard(() => import('./payment-methods-card')),
  classicPath: () => paths.paymentMethod,
  needsInput: (props) => props.action === 'add',
}
