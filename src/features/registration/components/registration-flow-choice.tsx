import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { RegistrationFlow } from '@contracts/reference'

interface Props {
  flows: readonly RegistrationFlow[]
  value: number | null
  onChange: (id: number) => void
  /** The form was sent without a flow: the group says so and takes the focus. */
  missing: boolean
}

/** The tenant's registration flows as one required radio group, shown where there are several to pick from. */
export function RegistrationFlowChoice({ flows, value, onChange, missing }: Props) {
  const { t } = useTranslation('registration')
  const id = useId()
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (missing) first.current?.focus()
  }, [missing])
  return (
    // A radio group rather than the fieldset's plain group: only it may say that a choice is required.
    <fieldset role="radiogroup" className="flex flex-col gap-2" aria-required="true" aria-invalid={missing || undefined} aria-describedby={missing ? `${id}-error` : undefined}>
      <legend className="mb-1 font-medium">{t('account.flow')}</legend>
      {flows.map((flow, index) => (
        <label key={flow.id} className="flex items-center gap-2">
          <input
            ref={index === 0 ? first : undefined}
            type="radio"
            name={`${id}-flow`}
            value={flow.id}
            checked={value === flow.id}
            onChange={() => onChange(flow.id)}
            className="size-4"
          />
          {flow.name}
        </label>
      ))}
      {missing ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {t('account.flow-missing')}
        </p>
      ) : null}
    </fieldset>
  )
}
