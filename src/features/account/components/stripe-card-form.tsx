import { useId, useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe } from '@stripe/stripe-js'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { addStripeCard, createSetupIntent } from '../actions'
import { CardFormActions } from './card-form-actions'
import { focusOnMount } from './focus-on-mount'

interface StripeCardFormProps {
  publicKey: string
  onAdded?: () => void
  onCancel?: () => void
  focusFirstField?: boolean
}

function StripeFields({ onAdded, onCancel, focusFirstField = false }: Omit<StripeCardFormProps, 'publicKey'>) {
  const { t } = useTranslation(['account', 'errors', 'common'])
  const landmark = useLandmarkProps()
  const id = useId()
  const stripe = useStripe()
  const elements = useElements()
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const card = elements?.getElement(CardElement)
    if (!stripe || !card) return
    if (!name.trim()) {
      setProblem(t('errors:mandatory'))
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      const intent = await createSetupIntent()
      const result = await stripe.confirmCardSetup(intent.client_secret, { payment_method: { card, billing_details: { name: name.trim() } } })
      const method = result.setupIntent?.payment_method
      if (result.error || !method) setProblem(result.error?.message ?? t('errors:add-card-failed'))
      else if (await addStripeCard(intent.id, typeof method === 'string' ? method : method.id)) onAdded?.()
    } catch {
      setProblem(t('errors:add-card-failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate {...landmark.form({ 'aria-label': t('account:cards.add-title') })} className="flex max-w-md flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>{t('account:cards.fields.billingName')}</Label>
        <Input
          ref={focusFirstField ? focusOnMount : undefined}
          id={`${id}-name`}
          autoComplete="cc-name"
          value={name}
          required
          aria-required
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-card`} className="text-sm font-medium">
          {t('account:cards.fields.card')}
        </span>
        <div role="group" aria-labelledby={`${id}-card`} className="rounded-md border border-muted-foreground/70 bg-card px-3 py-3">
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </div>
      <CardFormActions failure={problem} busy={busy || !stripe} onCancel={onCancel} />
    </form>
  )
}

/** A card through Stripe Elements when the tenant has Stripe keys (its setup intent confirmed with a billing name). */
export default function StripeCardForm({ publicKey, ...props }: StripeCardFormProps) {
  const { i18n } = useTranslation()
  const locale = i18n.language === 'en' ? 'en' : 'fr'
  // Stripe's own fields (placeholders, its messages) speak the page's language; Elements takes its
  // Stripe once, so a language switch starts it anew.
  const stripePromise = useMemo(() => loadStripe(publicKey, { locale }), [publicKey, locale])
  return (
    <Elements key={locale} stripe={stripePromise}>
      <StripeFields {...props} />
    </Elements>
  )
}
