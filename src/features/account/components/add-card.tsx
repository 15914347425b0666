import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import type { CardProvider } from '@/lib/card-provider'
import { OfflineCardForm } from './offline-card-form'

// Stripe's client only loads for tenants that use it.
const StripeCardForm = lazy(() => import('./stripe-card-form'))

interface AddCardProps {
  provider: CardProvider | null
  onAdded?: () => void
  onCancel?: () => void
  /** Set when a button press opened the form: that button is gone, so the first field takes the focus. */
  focusFirstField?: boolean
}

/** The card entry of the tenant's provider: Stripe Elements with its public key, else the offline form. */
export function AddCard({ provider, onAdded, onCancel, focusFirstField = false }: AddCardProps) {
  const { t } = useTranslation('common')
  if (!provider) return <Spinner label={t('loading')} />
  if (provider.provider === 'stripe') {
    return (
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <StripeCardForm publicKey={provider.publicKey} onAdded={onAdded} onCancel={onCancel} focusFirstField={focusFirstField} />
      </Suspense>
    )
  }
  return <OfflineCardForm onAdded={onAdded} onCancel={onCancel} focusFirstField={focusFirstField} />
}
