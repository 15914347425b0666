import { useId } from 'react'
import { clockWithinHours, type OpeningHours } from '@contracts/opening-hours'
import { Label } from '@/components/ui/label'
import { fromWallClock, quarterTimesOfDay, toWallClock } from '@/lib/forms/wall-clock'

interface DateTimeFieldProps {
  legend: string
  /** The two inputs' labels, in the calling feature's words. */
  labels: { day: string; time: string }
  /** null until a day is picked. */
  value: number | null
  min: number
  max: number
  timeZone: string
  disabled?: boolean
  /** Shown under the fields and describing the day (a deadline, the date in words). */
  hint?: string
  /** The time a newly picked day takes when the current one is out of bounds there ("09:00"). */
  preferredTime?: string
  /** The tenant's opening hours (contracts/opening-hours.ts): times outside them are not offered. */
  hours?: OpeningHours | null
  /** The id of a text that says those hours, read with the time select. */
  hoursNoteId?: string
  onChange: (value: number | null) => void
}

const fieldClass =
  'h-10 w-full rounded-md border border-muted-foreground/70 bg-card px-2 text-base text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60'

const within =
  (min: number, max: number) =>
  (ms: number | null): ms is number =>
    ms !== null && ms >= min && ms <= max

/**
 * A day and a quarter-hour time in the tenant's zone (spec section 5): a native date input and a
 * select of the quarters that day allows between min and max and within the tenant's opening hours.
 * A day typed outside the bounds is kept and flagged, with every open quarter offered, and a value
 * outside them stays shown, so the form or the server can say why it is refused.
 */
export function DateTimeField({ legend, labels, value, min, max, timeZone, disabled = false, hint, preferredTime, hours, hoursNoteId, onChange }: DateTimeFieldProps) {
  const id = useId()
  const inRange = within(min, max)
  const open = (time: string) => clockWithinHours(hours, time)
  const quarters = (day: string, lo?: number, hi?: number) => quarterTimesOfDay(day, timeZone, lo, hi).filter(open)
  const inBounds = (ms: number | null): ms is number => inRange(ms) && open(toWallClock(ms, timeZone).time)
  const current = value === null ? null : toWallClock(value, timeZone)
  const minDay = toWallClock(min, timeZone).day
  const maxDay = toWallClock(max, timeZone).day
  const day = current?.day ?? ''
  const dayInRange = day !== '' && day >= minDay && day <= maxDay
  const times = dayInRange ? quarters(day, min, max) : quarters(day)
  if (current && !times.includes(current.time)) times.unshift(current.time)

  const changeDay = (nextDay: string) => {
    if (!nextDay) return onChange(null)
    const at = (time: string | undefined) => (time ? fromWallClock(nextDay, time, timeZone) : null)
    const kept = at(current?.time)
    const preferred = at(preferredTime)
    const firstAllowed = at(quarters(nextDay, min, max)[0])
    onChange([kept, preferred, firstAllowed].find(inBounds) ?? kept ?? preferred ?? at(quarters(nextDay)[0]))
  }

  const changeTime = (time: string) => {
    if (day) onChange(fromWallClock(day, time, timeZone))
  }

  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-[3fr_2fr] gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-day`} className="text-xs text-muted-foreground">
            {labels.day}
          </Label>
          <input
            id={`${id}-day`}
            type="date"
            className={fieldClass}
            value={day}
            min={minDay}
            max={maxDay}
            aria-invalid={day !== '' && !dayInRange ? true : undefined}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onChange={(e) => changeDay(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-time`} className="text-xs text-muted-foreground">
            {labels.time}
          </Label>
          <select
            id={`${id}-time`}
            className={fieldClass}
            value={current?.time ?? ''}
            disabled={!day}
            aria-describedby={hours && hoursNoteId ? hoursNoteId : undefined}
            onChange={(e) => changeTime(e.target.value)}
          >
            {!current && <option value="">--:--</option>}
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
