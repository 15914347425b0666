import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { PaymentMethodsCardPropsSchema, type PaymentMethodsCardProps } from './schema'

export const paymentMethodsCard: CardDefinition<PaymentMethodsCardProps> = {
  kind: 'payment-methods',
  schema: PaymentMethodsCardPropsSchema,
  component: lazyCard(() => import('./payment-methods-card')),
  classicPath: () => '/account/payment-method',
  needsInput: (props) => props.action === 'add',
}
