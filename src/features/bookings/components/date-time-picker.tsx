import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Label } from '@/components/ui/label'
import { fromWallClock, quarterTimesOfDay, toWallClock } from '../wall-clock'

interface DateTimePickerProps {
  legend: string
  value: number
  min: number
  max: number
  timeZone: string
  disabled?: boolean
  /** Shown under the fields (a deadline, why it cannot move). */
  hint?: string
  onChange: (value: number | null) => void
}

const fieldClass =
  'h-10 w-full rounded-md border border-muted-foreground/70 bg-card px-2 text-base text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60'

/**
 * A day and a quarter-hour time in the tenant's zone (spec section 5), bounded by min and max: a
 * native date input and a select of the quarters that day allows.
 */
export function DateTimePicker({ legend, value, min, max, timeZone, disabled = false, hint, onChange }: DateTimePickerProps) {
  const { t } = useTranslation('bookings')
  const id = useId()
  const current = toWallClock(value, timeZone)
  const times = quarterTimesOfDay(current.day, timeZone, min, max)
  if (!times.includes(current.time)) times.unshift(current.time)

  const changeDay = (day: string) => {
    if (!day) return
    const kept = fromWallClock(day, current.time, timeZone)
    if (kept !== null && kept >= min && kept <= max) return onChange(kept)
    const first = quarterTimesOfDay(day, timeZone, min, max)[0]
    onChange(first ? fromWallClock(day, first, timeZone) : kept)
  }

  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-[3fr_2fr] gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-day`} className="text-xs text-muted-foreground">
            {t('modify.day')}
          </Label>
          <input
            id={`${id}-day`}
            type="date"
            className={fieldClass}
            value={current.day}
            min={toWallClock(min, timeZone).day}
            max={toWallClock(max, timeZone).day}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onChange={(e) => changeDay(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-time`} className="text-xs text-muted-foreground">
            {t('modify.time')}
          </Label>
          <select id={`${id}-time`} className={fieldClass} value={current.time} onChange={(e) => onChange(fromWallClock(current.day, e.target.value, timeZone))}>
            {times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </div>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </fieldset>
  )
}
