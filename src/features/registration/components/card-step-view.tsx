import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { useCardProvider } from '../use-card-step'
import { FormAlert } from './form-alert'
import { OfflineCardForm } from './offline-card-form'

// Stripe's client only loads for tenants with Stripe keys.
const StripeCardForm = lazy(() => import('./stripe-card-form'))

function Loading() {
  const { t } = useTranslation('registration')
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <Spinner className="size-4" />
      {t('loading')}
    </p>
  )
}

/** The card step: Stripe Elements when GET /stripe_key gives a public key, the offline provider's form otherwise. */
export function CardStepView({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(['registration', 'errors'])
  const { status, provider } = useCardProvider()
  return (
    <div className="flex flex-col gap-4">
      <p>{t('registration:card.intro')}</p>
      {status === 'error' ? <FormAlert messages={[t('errors:internal-error')]} /> : null}
      {status === 'loading' || status === 'idle' ? <Loading /> : null}
      {status === 'ready' && provider?.provider === 'offline' ? <OfflineCardForm compact={compact} /> : null}
      {status === 'ready' && provider?.provider === 'stripe' ? (
        <Suspense fallback={<Loading />}>
          <StripeCardForm publicKey={provider.publicKey} compact={compact} />
        </Suspense>
      ) : null}
    </div>
  )
}
