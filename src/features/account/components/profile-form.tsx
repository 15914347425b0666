import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { datePlaceholder } from '@/lib/forms/date-placeholder'
import { driverAutoComplete } from '@/lib/forms/driver-fields'
import { useProfileForm } from '../use-profile-form'

/** The driver's details as the tenant allows editing them; read-only with the fleet-manager message otherwise. */
export function ProfileForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 | 4 }) {
  const { t, i18n } = useTranslation(['account', 'errors'])
  const landmark = useLandmarkProps()
  const formId = useId()
  const form = useProfileForm()
  const shownFormat = datePlaceholder(form.dateFormat, i18n.language === 'en' ? 'en' : 'fr')
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  return (
    <section {...landmark.section({ 'aria-labelledby': `${formId}-title` })} className="flex flex-col gap-4">
      <Heading id={`${formId}-title`} className="text-lg font-semibold">
        {t('details.profile')}
      </Heading>
      {!form.editable && (
        <p role="note" className="rounded-md border border-border bg-muted p-3">
          {t('details.contact-fleet-manager')}
        </p>
      )}
      <form onSubmit={(e) => void form.submit(e)} noValidate {...landmark.form({ 'aria-labelledby': `${formId}-title` })} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${formId}-email`}>{t('details.email')}</Label>
          <Input id={`${formId}-email`} value={form.email} readOnly aria-readonly="true" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {form.fields.map((field) => {
            const id = form.inputId(field.name)
            const error = form.errorOf(field.name)
            const hintId = `${id}-hint`
            return (
              <div key={field.name} className="flex flex-col gap-1.5">
                <Label htmlFor={id}>
                  {t(`fields.${field.name}`)}
                  {!field.required && form.editable && <span className="font-normal text-muted-foreground"> ({t('details.optional')})</span>}
                </Label>
                <Input
                  {...form.field(field.name, field.kind === 'date' ? hintId : undefined)}
                  readOnly={!form.editable}
                  required={field.required}
                  aria-required={field.required || undefined}
                  inputMode={field.kind === 'date' ? 'numeric' : undefined}
                  placeholder={field.kind === 'date' ? shownFormat : undefined}
                  autoComplete={driverAutoComplete(field.name)}
                />
                {field.kind === 'date' && (
                  <p id={hintId} className="text-xs text-muted-foreground">
                    {t('details.date-format', { format: shownFormat })}
                  </p>
                )}
                {error && (
                  <p id={form.errorId(field.name)} className="text-sm font-medium text-destructive">
                    {error}
                  </p>
                )}
              </div>
            )
          })}
        </div>
        {form.editable && (
          <Button type="submit" className="self-start" disabled={!form.dirty || form.saving}>
            {t('details.save')}
          </Button>
        )}
      </form>
    </section>
  )
}
