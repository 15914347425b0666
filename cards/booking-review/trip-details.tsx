import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { fetchPlaces, type PickedDestination, type SearchCriteria, type TripDetail } from '@/features/search'

export type TripPatch = Partial<Pick<SearchCriteria, 'rentalLabel' | 'estimatedDistance' | 'destination'>>

interface TripDetailsProps {
  /** The first detail still missing: one question at a time, as the chat asks slots. */
  detail: TripDetail
  labels: readonly { id: number; name: string }[]
  distanceUnit: 'km' | 'miles'
  onAnswer: (patch: TripPatch) => void
}

/** The place said, picked as the classic form's first suggestion would be; the driver's words when none is found. */
async function pickDestination(place: string, label: string): Promise<PickedDestination> {
  const [found] = await fetchPlaces(place).catch(() => [])
  return {
    label,
    name: found?.name ?? place,
    placeId: found?.place_id ?? null,
    formattedAddress: found?.formatted_address ?? place,
    lat: found?.latitude ?? null,
    long: found?.longitude ?? null,
    displayText: found?.formatted_address ?? place,
  }
}

/**
 * The trip details the tenant requires before a booking (the classic form's disabled submit),
 * asked in the chat's review card before the review itself: the labels as quick replies, the
 * destination and its label, or the distance.
 */
export function TripDetails({ detail, labels, distanceUnit, onAnswer }: TripDetailsProps) {
  const { t } = useTranslation(['booking', 'search'])
  const id = useId()
  const [place, setPlace] = useState('')
  const [placeLabel, setPlaceLabel] = useState('')
  const [distance, setDistance] = useState('')
  const [busy, setBusy] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const asked = useRef(detail)
  // The control answered goes away with its question: the next question's first control takes the
  // focus (a keyboard or screen-reader user would otherwise be left on the page's body).
  useEffect(() => {
    if (asked.current === detail) return
    asked.current = detail
    box.current?.querySelector<HTMLElement>('input, button')?.focus()
  }, [detail])

  if (detail === 'rental-label') {
    return (
      <div ref={box} role="group" aria-labelledby={`${id}-label-q`} className="flex flex-col gap-2">
        <p id={`${id}-label-q`} className="font-medium">
          {t('booking:cards.trip-label-question')}
        </p>
        <div className="flex flex-wrap gap-2">
          {labels.map((l) => (
            <Button key={l.id} variant="outline" size="sm" onClick={() => onAnswer({ rentalLabel: l.id })}>
              {l.name}
            </Button>
          ))}
        </div>
      </div>
    )
  }

  if (detail === 'estimated-distance') {
    const value = Number(distance)
    const valid = distance.trim() !== '' && Number.isFinite(value) && value >= 0
    const submit = (e: FormEvent) => {
      e.preventDefault()
      if (valid) onAnswer({ estimatedDistance: value })
    }
    return (
      <div ref={box}>
        <form onSubmit={submit} className="flex flex-col gap-2">
          <Label htmlFor={`${id}-distance`}>{t('booking:cards.trip-distance-question', { unit: distanceUnit === 'miles' ? 'miles' : 'km' })}</Label>
          <Input id={`${id}-distance`} type="number" inputMode="numeric" min={0} value={distance} onChange={(e) => setDistance(e.target.value)} />
          <Button type="submit" className="self-start" disabled={!valid}>
            {t('booking:cards.trip-continue')}
          </Button>
        </form>
      </div>
    )
  }

  const ready = place.trim() !== '' && placeLabel.trim() !== '' && !busy
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!ready) return
    setBusy(true)
    const destination = await pickDestination(place.trim(), placeLabel.trim())
    setBusy(false)
    onAnswer({ destination })
  }
  return (
    <div ref={box}>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
        <p className="font-medium">{t('booking:cards.trip-destination-question')}</p>
        <Label htmlFor={`${id}-place`}>{t('booking:cards.trip-destination-place')}</Label>
        <Input id={`${id}-place`} autoComplete="off" value={place} onChange={(e) => setPlace(e.target.value)} />
        <Label htmlFor={`${id}-place-label`}>{t('search:form.destination-label')}</Label>
        <Input id={`${id}-place-label`} autoComplete="off" value={placeLabel} onChange={(e) => setPlaceLabel(e.target.value)} />
        <Button type="submit" className="self-start" disabled={!ready}>
          {t('booking:cards.trip-continue')}
        </Button>
      </form>
    </div>
  )
}
