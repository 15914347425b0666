import { useState } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { DateTimeField } from './date-time-field'

const zone = 'America/Montreal'
// 2026-11-27 in Montréal (UTC-5): bounds from 17:30 to the next day 10:00.
const MIN = Date.parse('2026-11-27T22:30:00Z')
const MAX = Date.parse('2026-11-28T15:00:00Z')
const at = (iso: string) => Date.parse(iso)

function Harness({
  initial,
  preferredTime,
  hint,
  disabled,
  hours,
}: {
  initial: number | null
  preferredTime?: string
  hint?: string
  disabled?: boolean
  hours?: { opens: string; closes: string }
}) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <DateTimeField
        legend="Départ"
        labels={{ day: 'Date', time: 'Heure' }}
        value={value}
        min={MIN}
        max={MAX}
        timeZone={zone}
        hint={hint}
        preferredTime={preferredTime}
        disabled={disabled}
        hours={hours}
        hoursNoteId={hours ? 'hours-note' : undefined}
        onChange={setValue}
      />
      {hours && (
        <p id="hours-note">
          Départs et retours entre {hours.opens} et {hours.closes}
        </p>
      )}
      <output aria-label="valeur">{value === null ? 'aucune' : new Date(value).toISOString()}</output>
    </>
  )
}

const day = () => screen.getByLabelText('Date') as HTMLInputElement
const time = () => screen.getByLabelText('Heure') as HTMLSelectElement
const shown = () => screen.getByLabelText('valeur').textContent
const options = () => Array.from(time().options).map((o) => o.value)

describe('DateTimeField (spec section 5: quarter hours inside the bounds, in the tenant zone)', () => {
  it('offers the quarters the day allows and sends the instant of the one picked', () => {
    render(<Harness initial={at('2026-11-27T23:00:00Z')} />)
    expect(screen.getByRole('group', { name: 'Départ' })).toBeInTheDocument()
    expect(day()).toHaveValue('2026-11-27')
    expect(day()).toHaveAttribute('min', '2026-11-27')
    expect(day()).toHaveAttribute('max', '2026-11-28')
    expect(time()).toHaveValue('18:00')
    expect(options()[0]).toBe('17:30')
    expect(options().at(-1)).toBe('23:45')
    fireEvent.change(time(), { target: { value: '19:15' } })
    expect(shown()).toBe('2026-11-28T00:15:00.000Z')
  })

  it('keeps the time on a new day when the bounds allow it, else takes the first allowed quarter', () => {
    render(<Harness initial={at('2026-11-28T00:00:00Z')} />)
    fireEvent.change(day(), { target: { value: '2026-11-28' } })
    // 19:00 on the 28th is past the maximum (10:00): the first quarter of that day is taken.
    expect(shown()).toBe('2026-11-28T05:00:00.000Z')
    expect(options().at(-1)).toBe('10:00')
    fireEvent.change(time(), { target: { value: '09:30' } })
    fireEvent.change(day(), { target: { value: '2026-11-27' } })
    expect(shown()).toBe(new Date(MIN).toISOString())
  })

  it('starts a day picked before any time at the preferred time when it is allowed', () => {
    render(<Harness initial={null} preferredTime="09:00" />)
    expect(time()).toBeDisabled()
    expect(time()).toHaveValue('')
    fireEvent.change(day(), { target: { value: '2026-11-28' } })
    expect(shown()).toBe('2026-11-28T14:00:00.000Z')
    expect(time()).toBeEnabled()
    fireEvent.change(day(), { target: { value: '' } })
    expect(shown()).toBe('aucune')
  })

  it('keeps a day typed outside the bounds, flags it and offers every quarter of it', () => {
    render(<Harness initial={at('2026-11-27T23:00:00Z')} />)
    expect(day()).not.toHaveAttribute('aria-invalid')
    fireEvent.change(day(), { target: { value: '2026-12-05' } })
    expect(shown()).toBe('2026-12-05T23:00:00.000Z')
    expect(day()).toHaveAttribute('aria-invalid', 'true')
    expect(options()).toHaveLength(96)
  })

  it('ties its hint to the day and can be disabled as a whole', () => {
    render(<Harness initial={at('2026-11-27T23:00:00Z')} hint="Modifiable jusqu’au 27 novembre" disabled />)
    expect(day()).toHaveAccessibleDescription('Modifiable jusqu’au 27 novembre')
    expect(day()).toBeDisabled()
    expect(time()).toBeDisabled()
  })

  it('offers no time outside the tenant opening hours, says them with the time, and moves a new day into them', () => {
    render(<Harness initial={at('2026-11-28T13:00:00Z')} hours={{ opens: '08:00', closes: '09:30' }} />)
    // The 28th is bounded at 10:00 by MAX; the hours leave 08:00 to 09:30.
    expect(options()).toEqual(['08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30'])
    expect(time()).toHaveAccessibleDescription('Départs et retours entre 08:00 et 09:30')
    fireEvent.change(day(), { target: { value: '2026-11-27' } })
    // The 27th allows 17:30 onwards (MIN), all after closing: the current 08:00 is kept and shown, for the form to say why.
    expect(shown()).toBe('2026-11-27T13:00:00.000Z')
    expect(options()).toEqual(['08:00'])
  })
})
