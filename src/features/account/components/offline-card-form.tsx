import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { CardEntryValues } from '@contracts/card-entry'
import { useCardForm } from '../use-card-form'
import { CardFormActions } from './card-form-actions'
import { focusOnMount } from './focus-on-mount'

const FIELDS: Array<{ name: keyof CardEntryValues; autoComplete: string; inputMode?: 'numeric' }> = [
  { name: 'number', autoComplete: 'cc-number', inputMode: 'numeric' },
  { name: 'expiry', autoComplete: 'cc-exp', inputMode: 'numeric' },
  { name: 'cvc', autoComplete: 'cc-csc', inputMode: 'numeric' },
  { name: 'billingName', autoComplete: 'cc-name' },
]

/** The built-in offline provider's card form (no Stripe keys): number, expiry, CVC, billing name. */
export function OfflineCardForm({ onAdded, onCancel, focusFirstField = false }: { onAdded?: () => void; onCancel?: () => void; focusFirstField?: boolean }) {
  const { t } = useTranslation(['account', 'errors', 'common'])
  const landmark = useLandmarkProps()
  const id = useId()
  const form = useCardForm(id, onAdded)
  return (
    <form onSubmit={(e) => void form.submit(e)} noValidate {...landmark.form({ 'aria-label': t('account:cards.add-title') })} className="flex max-w-md flex-col gap-3">
      {FIELDS.map(({ name, autoComplete, inputMode }, index) => {
        const inputId = form.inputId(name)
        const error = form.errorOf(name)
        return (
          <div key={name} className="flex flex-col gap-1.5">
            <Label htmlFor={inputId}>{t(`account:cards.fields.${name}`)}</Label>
            <Input
              ref={focusFirstField && index === 0 ? focusOnMount : undefined}
              id={inputId}
              autoComplete={autoComplete}
              inputMode={inputMode}
              value={form.values[name]}
              required
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(e) => form.setValue(name, e.target.value)}
            />
            {error && (
              <p id={`${inputId}-error`} className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
        )
      })}
      <CardFormActions failure={form.failure} busy={form.busy} onCancel={onCancel} />
    </form>
  )
}
