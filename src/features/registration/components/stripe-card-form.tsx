import { useId, useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { loadStripe } from '@stripe/stripe-js'
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cardProviderFailure, openSetupIntent, saveConfirmedCard } from '../actions'
import { FormAlert } from './form-alert'

function StripeForm({ compact }: { compact: boolean }) {
  const { t } = useTranslation(['registration', 'errors'])
  const landmark = useLandmarkProps()
  const stripe = useStripe()
  const elements = useElements()
  const id = useId()
  const [billingName, setBillingName] = useState('')
  const [nameError, setNameError] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!billingName.trim()) {
      setNameError(true)
      document.getElementById(`${id}-name`)?.focus()
      return
    }
    const card = elements?.getElement(CardElement)
    if (!stripe || !card) return
    setSubmitting(true)
    setFailure(null)
    try {
      const intent = await openSetupIntent()
      const confirmed = await stripe.confirmCardSetup(intent.client_secret, { payment_method: { card, billing_details: { name: billingName.trim() } } })
      const methodId = confirmed.setupIntent?.payment_method
      const result = confirmed.error
        ? cardProviderFailure(confirmed.error.message)
        : await saveConfirmedCard(intent.id, typeof methodId === 'string' ? methodId : (methodId?.id ?? ''))
      if (!result.ok) setFailure(result.message)
    } catch {
      setFailure(t('errors:add-card-failed'))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" {...landmark.form({ 'aria-label': t('registration:card.card-details') })}>
      <FormAlert messages={failure ? [failure] : null} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>
          {t('registration:card.billing-name')}
          <span aria-hidden="true"> *</span>
        </Label>
        <Input
          id={`${id}-name`}
          autoComplete="cc-name"
          required
          aria-required
          value={billingName}
          onChange={(e) => {
            setBillingName(e.target.value)
            setNameError(false)
          }}
          aria-invalid={nameError || undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
        />
        {nameError ? (
          <p id={`${id}-name-error`} className="text-sm font-medium text-destructive">
            {t('errors:mandatory')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-card`} className="text-sm font-medium">
          {t('registration:card.card-details')}
        </span>
        <div role="group" aria-labelledby={`${id}-card`} className="rounded-md border border-muted-foreground/70 bg-card px-3 py-3">
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </div>
      <Button type="submit" size={compact ? 'default' : 'lg'} className="self-start" disabled={!stripe || submitting}>
        {submitting ? t('registration:sending') : t('registration:card.submit')}
      </Button>
    </form>
  )
}

/** Stripe Elements with the tenant's public key; this module is its own chunk, loaded only for Stripe tenants. */
export default function StripeCardForm({ publicKey, compact = false }: { publicKey: string; compact?: boolean }) {
  const { i18n } = useTranslation()
  const locale = i18n.language === 'en' ? 'en' : 'fr'
  const stripePromise = useMemo(() => loadStripe(publicKey, { locale }), [publicKey, locale])
  // Elements takes its Stripe once: a language switch starts it anew, in the new language.
  return (
    <Elements key={locale} stripe={stripePromise}>
      <StripeForm compact={compact} />
    </Elements>
  )
}
