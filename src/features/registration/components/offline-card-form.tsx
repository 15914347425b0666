import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { CardEntryValues } from '@contracts/card-entry'
import { useOfflineCardForm } from '../use-card-step'
import { FormAlert, keepFieldFocus } from './form-alert'

const FIELDS: ReadonlyArray<{ name: keyof CardEntryValues; label: string; hint?: string; autoComplete: string; inputMode?: 'numeric' }> = [
  { name: 'billingName', label: 'card.billing-name', autoComplete: 'cc-name' },
  { name: 'number', label: 'card.number', autoComplete: 'cc-number', inputMode: 'numeric' },
  { name: 'expiry', label: 'card.expiry', hint: 'card.expiry-hint', autoComplete: 'cc-exp', inputMode: 'numeric' },
  { name: 'cvc', label: 'card.cvc', hint: 'card.cvc-hint', autoComplete: 'cc-csc', inputMode: 'numeric' },
]

/** The offline provider's own card form: labelled fields, errors tied to them, the provider's answer announced. */
export function OfflineCardForm({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(['registration', 'errors'])
  const landmark = useLandmarkProps()
  const formId = useId()
  const form = useOfflineCardForm(formId)
  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} className="flex flex-col gap-4" {...landmark.form({ 'aria-label': t('registration:card.card-details') })}>
      <p className="rounded-md border border-border bg-muted/50 p-3 text-sm">{t('registration:card.test-mode')}</p>
      <FormAlert messages={form.failure ? [form.failure] : null} />
      <div className={compact ? 'flex flex-col gap-3' : 'grid gap-4 sm:grid-cols-2'}>
        {FIELDS.map((field) => {
          const id = form.inputId(field.name)
          const error = form.errorOf(field.name)
          const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
          return (
            <div key={field.name} className={field.name === 'billingName' || field.name === 'number' ? 'flex flex-col gap-1.5 sm:col-span-2' : 'flex flex-col gap-1.5'}>
              <Label htmlFor={id}>
                {t(`registration:${field.label}`)}
                <span aria-hidden="true"> *</span>
              </Label>
              {field.hint ? (
                <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                  {t(`registration:${field.hint}`)}
                </p>
              ) : null}
              <Input
                id={id}
                name={field.name}
                value={form.values[field.name]}
                onChange={(e) => form.setValue(field.name, e.target.value)}
                onBlur={() => form.touch(field.name)}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                required
                aria-required
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {error ? (
                <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                  {error === 'mandatory' ? t('errors:mandatory') : error.startsWith('card.errors.') ? t(`registration:${error}`) : error}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
      <Button type="submit" onMouseDown={keepFieldFocus} size={compact ? 'default' : 'lg'} className="self-start" disabled={form.submitting}>
        {form.submitting ? t('registration:sending') : t('registration:card.submit')}
      </Button>
    </form>
  )
}
