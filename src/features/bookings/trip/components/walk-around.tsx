import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useTenantStore } from '@/core/tenant'
import { VEHICLE_SIDES, type ConditionReportsResponse, type TripMoment, type VehicleSide } from '@contracts/trip'
import { WALK_SIDES } from '../trip-rules'
import { useWalkAround } from '../use-walk-around'
import { TripHeading } from './heading'
import { KnownDamages } from './known-damages'

interface WalkAroundProps {
  rentalId: number
  moment: TripMoment
  /** A `during` report about one side (a sentence named it); null asks which. */
  side: VehicleSide | null
  reports: ConditionReportsResponse | null
  onDone: (moment: TripMoment) => void
  onClose: () => void
}

/**
 * The walk around the car: one side at a time, camera first on a phone, a note instead of a photo,
 * the known damages of that side. Plain buttons and fields: keyboard and screen reader complete,
 * nothing to drag. The side's heading takes the focus as each side comes.
 */
export function WalkAround({ rentalId, moment, side: askedSide, reports, onDone, onClose }: WalkAroundProps) {
  const { t, i18n } = useTranslation('trip')
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const timeZone = useTenantStore((s) => s.tenant?.timezone ?? 'UTC')
  const [duringSide, setDuringSide] = useState<VehicleSide | null>(askedSide)
  const walk = useWalkAround(rentalId, moment, reports, moment === 'during' ? duringSide : null)
  const [note, setNote] = useState('')
  const [photo, setPhoto] = useState<File | null>(null)
  const [error, setError] = useState(false)
  const [said, setSaid] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const ids = { title: useId(), photo: useId(), hint: useId(), note: useId(), error: useId(), required: useId(), side: useId() }
  const sideName = (s: VehicleSide) => t(`side.${s}`)

  useEffect(() => {
    headingRef.current?.focus()
  }, [walk.side, duringSide])

  const title = t(moment === 'start' ? 'walk.title-start' : moment === 'end' ? 'walk.title-end' : 'walk.title-during')

  if (moment === 'during' && duringSide === null) {
    return (
      <section aria-labelledby={ids.title} className="flex flex-col gap-3">
        <TripHeading id={ids.title} ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
          {title}
        </TripHeading>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t('walk.choose-side')}</legend>
          <div className="flex flex-wrap gap-2">
            {VEHICLE_SIDES.map((s) => (
              <Button key={s} variant="secondary" onClick={() => setDuringSide(s)}>
                {sideName(s)}
              </Button>
            ))}
          </div>
        </fieldset>
        <Button variant="ghost" className="self-start" onClick={onClose}>
          {t('walk.close')}
        </Button>
      </section>
    )
  }

  if (walk.side === null) {
    return (
      <section aria-labelledby={ids.title} className="flex flex-col gap-3">
        <TripHeading id={ids.title} ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
          {title}
        </TripHeading>
        <p role="status">{said ? `${said} ${t('walk.done')}` : t('walk.done')}</p>
        {moment !== 'during' && !walk.complete && reports && (
          <p>{t('walk.missing', { sides: reports.required[moment === 'end' ? 'end' : 'start'].missing_sides.map(sideName).join(', ') })}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {moment !== 'during' && (
            <Button onClick={() => onDone(moment)} disabled={!walk.complete}>
              {t(moment === 'start' ? 'walk.then-start' : 'walk.then-end')}
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            {t('walk.close')}
          </Button>
        </div>
      </section>
    )
  }

  const side = walk.side
  const position = WALK_SIDES.indexOf(side) + 1
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!photo && !note.trim()) {
      setError(true)
      return
    }
    setError(false)
    if (await walk.save(note, photo)) {
      setSaid(t('walk.saved', { side: sideName(side) }))
      setNote('')
      setPhoto(null)
      if (fileRef.current) fileRef.current.value = ''
    }
  }

  return (
    <section aria-labelledby={ids.title} className="flex flex-col gap-3">
      <TripHeading id={ids.title} className="font-semibold">
        {title}
      </TripHeading>
      <p role="status" className="text-sm">
        {said}
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-labelledby={ids.side}>
        <TripHeading depth={1} id={ids.side} ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {moment === 'during' ? t('walk.during-side', { side: sideName(side) }) : t('walk.progress', { n: position, total: WALK_SIDES.length, side: sideName(side) })}
        </TripHeading>
        {walk.required && (
          <p id={ids.required} className="text-sm">
            {t('walk.required')}
          </p>
        )}
        <KnownDamages damages={walk.knownDamages} timeZone={timeZone} lang={lang} />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.photo} className="font-medium">
            {t('walk.photo', { side: sideName(side) })}
          </label>
          <input
            ref={fileRef}
            id={ids.photo}
            type="file"
            accept="image/*"
            capture="environment"
            aria-describedby={ids.hint}
            className="text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-border file:bg-card file:px-3"
            onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          />
          <p id={ids.hint} className="text-sm text-muted-foreground">
            {photo ? t('walk.photo-chosen', { name: photo.name }) : t('walk.photo-hint')}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.note} className="font-medium">
            {t('walk.note')}
          </label>
          <textarea
            id={ids.note}
            value={note}
            maxLength={1000}
            rows={2}
            aria-invalid={error || undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => setNote(e.target.value)}
            className="rounded-md border border-muted-foreground/70 bg-card p-2 text-base"
          />
          {error && (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {t('walk.need-one')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={walk.saving}>
            {walk.saving ? t('walk.saving') : t('walk.save')}
          </Button>
          {moment !== 'during' && !walk.required && (
            <Button variant="secondary" onClick={() => walk.skip()}>
              {t('walk.skip')}
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            {t('walk.close')}
          </Button>
        </div>
      </form>
    </section>
  )
}
