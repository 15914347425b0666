import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Label } from '@/components/ui/label'
import { formatSearchDate, instantOf, QUARTER_TIMES, wallClockOf } from '../date-time'
import { useLang } from '../use-lang'

interface DateTimeFieldProps {
  legend: string
  value: number | null
  min: number
  max: number
  timeZone: string
  onChange: (value: number | null) => void
}

/** A day picked before any time starts at 09:00, as the assistant reads a day alone (intents/CONTRACT.md). */
const DEFAULT_TIME = '09:00'

const selectClass =
  'h-10 w-full rounded-md border border-muted-foreground/70 bg-card px-2 text-base text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring'

/**
 * A date and a quarter-hour time in the tenant's zone (spec section 5): a native date input and a
 * time select, both labelled, bounded by min and max. A day typed outside the bounds is kept, so
 * the server can say why it is refused.
 */
export function DateTimeField({ legend, value, min, max, timeZone, onChange }: DateTimeFieldProps) {
  const { t } = useTranslation('search')
  const lang = useLang()
  const id = useId()
  const current = value === null ? null : wallClockOf(value, timeZone)
  const minWall = wallClockOf(min, timeZone)
  const maxWall = wallClockOf(max, timeZone)
  const day = current?.day ?? ''
  const inRange = day !== '' && day >= minWall.day && day <= maxWall.day
  const times = QUARTER_TIMES.filter((time) => {
    if (!inRange) return true
    const ms = instantOf(day, time, timeZone)
    return ms !== null && ms >= min && ms <= max
  })
  if (current && !times.includes(current.time)) times.unshift(current.time)

  const changeDay = (nextDay: string) => {
    if (!nextDay) return onChange(null)
    const candidates = QUARTER_TIMES.map((time) => instantOf(nextDay, time, timeZone)).filter((ms): ms is number => ms !== null)
    const keep = current ? instantOf(nextDay, current.time, timeZone) : null
    if (keep !== null && keep >= min && keep <= max) return onChange(keep)
    const nine = instantOf(nextDay, DEFAULT_TIME, timeZone)
    if (nine !== null && nine >= min && nine <= max) return onChange(nine)
    const first = candidates.find((ms) => ms >= min && ms <= max)
    onChange(first ?? keep ?? nine ?? candidates[0] ?? null)
  }

  const changeTime = (time: string) => {
    if (!day) return
    onChange(instantOf(day, time, timeZone))
  }

  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-[3fr_2fr] gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-day`} className="text-xs text-muted-foreground">
            {t('form.day')}
          </Label>
          <input
            id={`${id}-day`}
            type="date"
            className={selectClass}
            value={day}
            min={minWall.day}
            max={maxWall.day}
            aria-invalid={day !== '' && !inRange ? true : undefined}
            onChange={(e) => changeDay(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-time`} className="text-xs text-muted-foreground">
            {t('form.time')}
          </Label>
          <select id={`${id}-time`} className={selectClass} value={current?.time ?? ''} disabled={!day} onChange={(e) => changeTime(e.target.value)}>
            {!current && <option value="">--:--</option>}
            {times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </div>
      </div>
      {value !== null && (
        <p className="text-xs text-muted-foreground" data-testid="date-summary">
          {formatSearchDate(value, timeZone, lang)}
        </p>
      )}
    </fieldset>
  )
}
