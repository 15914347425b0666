import { useId, type FormEvent, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import { DateTimeField } from '@/components/date-time-field'
import { Button } from '@/components/ui/button'
import { useTenant } from '@/core/tenant'
import { formatDateInWords, formatPrice } from '../format'
import type { Times } from '../modify-bounds'
import type { RentalActionsView } from '../rental-actions'
import { useModifyCost } from '../use-modify-cost'
import { useModifyForm } from '../use-modify-form'
import { useDeadlineText } from './action-deadline'

interface ModifyFormProps {
  rental: Rental
  permissions: RentalActionsView
  now: number
  /** New times to start from (the chat's understanding); the rental's by default. */
  initialDraft?: Times
  onDone: (rental: Rental) => void
  /** A secondary button (close the dialog, leave the card). */
  onCancel?: () => void
  cancelLabel?: string
  /** The form element, for a typed yes that presses its confirm button (the chat's modify card). */
  formRef?: Ref<HTMLFormElement>
  /** The confirm button's accessible name when its words alone do not say which booking (a chat card). */
  submitName?: string
  /** No toast when done: the caller says it (a chat card's status), and a toast would cover the message box. */
  quiet?: boolean
}

const PROBLEM_KEYS = {
  'not-modifiable': 'modify-delay-too-short',
  unchanged: 'modify.unchanged',
  'start-out-of-range': 'modify.out-of-range',
  'end-out-of-range': 'modify.out-of-range',
  'end-before-start': 'modify.end-before-start',
  'outside-hours': 'modify.outside-hours',
} as const

/**
 * The modify form of spec section 5: quarter-hour pickers bounded by the tenant's delays, each
 * saying until when it may move; confirm is disabled unless start or end is editable, else
 * booking:modify-delay-too-short is shown.
 */
export function ModifyForm({ rental, permissions, now, initialDraft, onDone, onCancel, cancelLabel, formRef, submitName, quiet = false }: ModifyFormProps) {
  const { t, i18n } = useTranslation(['bookings', 'common'])
  const { tenant } = useTenant()
  const id = useId()
  const deadline = useDeadlineText()
  const form = useModifyForm(rental, permissions, now, initialDraft, { quiet })
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const editable = permissions.modifyStart.allowed || permissions.modifyEnd.allowed
  const problem = form.problem
  const dateLabels = { day: t('modify.day'), time: t('modify.time') }
  const cost = useModifyCost(rental, form.draft, form.current, problem === null)
  const hours = tenant.opening_hours ?? null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const updated = await form.submit()
    if (updated) onDone(updated)
  }

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} aria-describedby={`${id}-status`} className="flex flex-col gap-4">
      {editable ? (
        <>
          {hours && (
            <p id={`${id}-hours`} className="text-sm">
              {t('modify.opening-hours', hours)}
            </p>
          )}
          <DateTimeField
            legend={t('modify.start')}
            labels={dateLabels}
            value={form.draft.start}
            min={form.bounds.startMin}
            max={form.bounds.startMax}
            timeZone={tenant.timezone}
            hours={hours}
            hoursNoteId={`${id}-hours`}
            disabled={!permissions.modifyStart.allowed}
            hint={permissions.modifyStart.allowed ? deadline('modify', permissions.modifyStart) : t('modify.start-fixed')}
            onChange={form.setStart}
          />
          <DateTimeField
            legend={t('modify.end')}
            labels={dateLabels}
            value={form.draft.end}
            min={form.bounds.endMin}
            max={form.bounds.endMax}
            timeZone={tenant.timezone}
            hours={hours}
            hoursNoteId={`${id}-hours`}
            disabled={!permissions.modifyEnd.allowed}
            hint={permissions.modifyEnd.allowed ? deadline('modify-end', permissions.modifyEnd) : t('modify.end-fixed')}
            onChange={form.setEnd}
          />
        </>
      ) : null}
      <p id={`${id}-status`} role={problem === 'not-modifiable' ? 'alert' : 'status'} className={problem === 'not-modifiable' ? 'font-medium text-destructive' : 'text-sm'}>
        {problem === null
          ? t('modify.summary', { start: formatDateInWords(form.draft.start, tenant.timezone, lang), end: formatDateInWords(form.draft.end, tenant.timezone, lang) })
          : t(PROBLEM_KEYS[problem], hours ?? {})}
      </p>
      {/* Always in the page, so that a screen reader hears the warning when it comes. */}
      <p role="status" className={cost ? 'text-sm font-medium' : 'sr-only'}>
        {cost && t('modify.costs-more', { price: formatPrice(cost.after, lang), before: formatPrice(cost.before, lang), difference: formatPrice(cost.difference, lang) })}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('common:cancel')}
          </Button>
        )}
        <Button type="submit" aria-label={submitName} disabled={problem !== null || form.busy}>
          {t('modify.confirm')}
        </Button>
      </div>
    </form>
  )
}
