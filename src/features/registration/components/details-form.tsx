import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { datePlaceholder } from '@/lib/forms/date-placeholder'
import type { DetailsStep } from '../signup-steps'
import { useDetailsForm } from '../use-details-form'
import { FormAlert, keepFieldFocus } from './form-alert'

/** Personal or licence details: the tenant's driver fields, required ones marked, dates in the tenant's format. */
export function DetailsForm({ step, compact = false }: { step: DetailsStep; compact?: boolean }) {
  const { t, i18n } = useTranslation(['registration', 'errors'])
  const landmark = useLandmarkProps()
  const form = useDetailsForm(step)
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const anyRequired = form.fields.some((f) => f.required)

  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} className="flex flex-col gap-4" {...landmark.form({ 'aria-label': t(`registration:steps.${step}`) })}>
      <p>{t(step === 'personalDetails' ? 'registration:details.personal-intro' : 'registration:details.licence-intro')}</p>
      {form.fields.length === 0 ? <p>{t('registration:details.nothing')}</p> : null}
      {anyRequired ? <p className="text-sm text-muted-foreground">{t('registration:required-note')}</p> : null}
      <FormAlert messages={form.failure} />
      <div className={cn('grid gap-4', !compact && 'sm:grid-cols-2')}>
        {form.fields.map((field) => {
          const id = form.inputId(field.name)
          const error = form.errorOf(field.name)
          const hintId = `${id}-hint`
          const errorId = form.errorId(field.name)
          return (
            <div key={field.name} className="flex flex-col gap-1.5">
              <Label htmlFor={id}>
                {t(`registration:fields.${field.name}`)}
                {field.required ? <span aria-hidden="true"> *</span> : null}
              </Label>
              {field.kind === 'date' ? (
                <p id={hintId} className="text-sm text-muted-foreground">
                  {t('registration:details.date-hint', { format: datePlaceholder(form.format, lang) })}
                </p>
              ) : null}
              <Input
                {...form.field(field.name, field.kind === 'date' ? hintId : undefined)}
                inputMode={field.kind === 'date' ? 'numeric' : undefined}
                placeholder={field.kind === 'date' ? datePlaceholder(form.format, lang) : undefined}
                maxLength={field.kind === 'date' ? 10 : 255}
                autoComplete={field.autoComplete}
                required={field.required}
                aria-required={field.required || undefined}
              />
              {error ? (
                <p id={errorId} className="text-sm font-medium text-destructive">
                  {t(`errors:${error}`)}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
      <Button type="submit" onMouseDown={keepFieldFocus} size={compact ? 'default' : 'lg'} className="self-start" disabled={form.submitting}>
        {form.submitting ? t('registration:sending') : t('registration:next')}
      </Button>
    </form>
  )
}
