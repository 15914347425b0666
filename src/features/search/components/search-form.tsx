import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { DateTimeField } from '@/components/date-time-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useCategories, useRentalLabels, useStations } from '@/lib/reference-data'
import { dateBounds } from '../date-bounds'
import { formatSearchDate } from '../date-time'
import { GEARS_FILTERS, SEATS_FILTERS, type GearsFilter, type SeatsFilter } from '../search-criteria'
import { patchCriteria, useSearchStore } from '../search-store'
import { useClassicResults } from '../use-classic-results'
import { runSearch, setEndDate, setStartDate } from '../search-actions'
import { searchBlocker } from '../search-rules'
import { searchFieldsOf } from '../search-settings'
import { useLang } from '../use-lang'
import { useSearchSettings } from '../use-search-settings'
import { MultiSelectField } from './multi-select-field'
import { PlaceAutocomplete } from './place-autocomplete'
import { SelectField } from './select-field'
import { MAX_ESTIMATED_DISTANCE } from '@contracts/common'
import { formatDistance } from '@contracts/format'
import { nearestStations } from '@contracts/nearest-stations'
import { primeBrowserPosition, useBrowserPosition } from '../browser-position'
import { PositionControl } from './position-control'
import type { VehicleOption } from '@contracts/tenant'

/** A day picked before any time starts at 09:00, as the assistant reads a day alone (intents/CONTRACT.md). */
const DEFAULT_TIME = '09:00'

interface SearchFormProps {
  /** Called after a search was sent (the results are in the store). */
  onSearched?: () => void
}

/** The search form of spec section 2: every field under its tenant condition, the disabled rules of section 5. */
export function SearchForm({ onSearched }: SearchFormProps) {
  const { t } = useTranslation('search')
  const lang = useLang()
  const id = useId()
  const settings = useSearchSettings()
  const fields = searchFieldsOf(settings)
  const stations = useStations()
  const categories = useCategories()
  const labels = useRentalLabels()
  const c = useSearchStore((s) => s.criteria)
  const processing = useClassicResults().status === 'loading'
  const [now] = useState(() => Date.now())
  const bounds = dateBounds(now, c.startDate, settings)
  const blocker = searchBlocker(c, settings, processing)
  const unit = settings.distanceUnit === 'km' ? 'km' : 'mi'
  const dateLabels = { day: t('form.day'), time: t('form.time') }
  // Spec section 5: the picked date is also shown as "d MMM yyyy HH:mm".
  const dateInWords = (ms: number | null) => (ms === null ? undefined : formatSearchDate(ms, settings.timezone, lang))

  const position = useBrowserPosition((s) => s.position)
  useEffect(() => void primeBrowserPosition(), [])
  // Allowed, the position puts the nearest stations first, each with its distance (spec section 7).
  const stationOptions = position
    ? nearestStations(stations, position).map((s) => ({ value: String(s.id), label: `${s.name} (${formatDistance(s.distance, settings.distanceUnit, lang)})` }))
    : stations.map((s) => ({ value: String(s.id), label: s.name }))
  // The address engine's default point: the driver's position, until they pick an address.
  const myPosition = t('form.my-position')
  useEffect(() => {
    if (!fields.address || position === null || useSearchStore.getState().criteria.location !== null) return
    patchCriteria({ location: { displayText: myPosition, lat: position.latitude, long: position.longitude } })
  }, [fields.address, position, myPosition])
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (blocker) return
    const outcome = await runSearch()
    if (outcome.ok) onSearched?.()
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-4" noValidate>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('form.title')}
      </h2>
      {fields.startStation && (
        <SelectField
          label={t('form.start-station')}
          placeholder={t('form.choose-station')}
          value={c.startStation === null ? null : String(c.startStation)}
          options={stationOptions}
          onChange={(v) => patchCriteria({ startStation: Number(v) })}
        />
      )}
      {fields.startStation && <PositionControl engine="station" />}
      {fields.endStation && (
        <SelectField
          label={t('form.end-station')}
          placeholder={t('form.choose-station')}
          value={c.endStation === null ? null : String(c.endStation)}
          options={stationOptions}
          onChange={(v) => patchCriteria({ endStation: Number(v) })}
        />
      )}
      {fields.address && (
        <PlaceAutocomplete
          label={t('form.address')}
          pickedText={c.location?.displayText ?? ''}
          onPick={(p) => patchCriteria({ location: { displayText: p.formatted_address, lat: p.latitude, long: p.longitude } })}
          onClear={() => patchCriteria({ location: null })}
        />
      )}
      {fields.address && <PositionControl engine="address" />}
      {fields.destination && (
        <>
          <PlaceAutocomplete
            label={t('form.destination')}
            pickedText={c.destination?.formattedAddress ?? ''}
            onPick={(p) =>
              patchCriteria({
                destination: {
                  label: c.destination?.label ?? '',
                  name: p.name,
                  placeId: p.place_id,
                  formattedAddress: p.formatted_address,
                  lat: p.latitude,
                  long: p.longitude,
                  displayText: p.formatted_address,
                },
              })
            }
            onClear={() => patchCriteria({ destination: c.destination ? { ...c.destination, formattedAddress: '', placeId: null, lat: null, long: null } : null })}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-destination-label`}>{t('form.destination-label')}</Label>
            <Input
              id={`${id}-destination-label`}
              value={c.destination?.label ?? ''}
              maxLength={255}
              onChange={(e) =>
                patchCriteria({
                  destination: {
                    ...(c.destination ?? { name: '', placeId: null, formattedAddress: '', lat: null, long: null, displayText: '' }),
                    label: e.target.value,
                  },
                })
              }
            />
          </div>
        </>
      )}
      {settings.openingHours && (
        <p id={`${id}-hours`} className="text-sm">
          {t('form.opening-hours', settings.openingHours)}
        </p>
      )}
      <DateTimeField
        legend={t('form.start-date')}
        labels={dateLabels}
        value={c.startDate}
        min={bounds.startMin}
        max={bounds.startMax}
        timeZone={settings.timezone}
        hint={dateInWords(c.startDate)}
        preferredTime={DEFAULT_TIME}
        hours={settings.openingHours}
        hoursNoteId={`${id}-hours`}
        onChange={setStartDate}
      />
      <DateTimeField
        legend={t('form.end-date')}
        labels={dateLabels}
        value={c.endDate}
        min={bounds.endMin ?? bounds.startMin}
        max={bounds.endMax}
        timeZone={settings.timezone}
        hint={dateInWords(c.endDate)}
        preferredTime={DEFAULT_TIME}
        hours={settings.openingHours}
        hoursNoteId={`${id}-hours`}
        onChange={setEndDate}
      />
      {fields.rentalLabel && (
        <SelectField
          label={t('form.rental-label')}
          placeholder={t('form.choose-rental-label')}
          value={c.rentalLabel === null ? null : String(c.rentalLabel)}
          options={labels.map((l) => ({ value: String(l.id), label: l.name }))}
          onChange={(v) => patchCriteria({ rentalLabel: Number(v) })}
        />
      )}
      {fields.estimatedDistance && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-distance`}>{t('form.estimated-distance', { unit })}</Label>
          <Input
            id={`${id}-distance`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_ESTIMATED_DISTANCE}
            step={1}
            value={c.estimatedDistance ?? ''}
            onChange={(e) => patchCriteria({ estimatedDistance: e.target.value === '' ? null : Math.min(MAX_ESTIMATED_DISTANCE, Math.max(0, Number(e.target.value))) })}
          />
        </div>
      )}
      {fields.categories && (
        <MultiSelectField
          label={t('form.categories')}
          options={categories.map((cat) => ({ value: cat.id, label: cat.name }))}
          selected={c.categories}
          onChange={(categories) => patchCriteria({ categories })}
        />
      )}
      {settings.vehicleOptions.length > 0 && (
        <MultiSelectField<VehicleOption>
          label={t('form.options')}
          options={settings.vehicleOptions.map((o) => ({ value: o, label: t(`options.${o}`) }))}
          selected={c.options}
          onChange={(options) => patchCriteria({ options })}
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t('form.gears')}
          value={c.gearsType}
          options={GEARS_FILTERS.map((g) => ({ value: g, label: t(`gears.${g}`) }))}
          onChange={(v) => patchCriteria({ gearsType: v as GearsFilter })}
        />
        <SelectField
          label={t('form.seats')}
          value={String(c.seatsCount)}
          options={SEATS_FILTERS.map((n) => ({ value: String(n), label: n === 'all' ? t('form.all') : t('seats', { count: n }) }))}
          onChange={(v) => patchCriteria({ seatsCount: (v === 'all' ? 'all' : Number(v)) as SeatsFilter })}
        />
      </div>
      {fields.discountCode && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-discount`}>{t('form.discount-code')}</Label>
          <Input
            id={`${id}-discount`}
            autoComplete="off"
            maxLength={64}
            value={c.discountCodes[0] ?? ''}
            onChange={(e) => patchCriteria({ discountCodes: e.target.value ? [e.target.value] : [] })}
          />
        </div>
      )}
      <Button type="submit" disabled={blocker !== null} aria-describedby={blocker && blocker !== 'processing' ? `${id}-blocker` : undefined}>
        {t('submit')}
      </Button>
      {blocker && blocker !== 'processing' && (
        <p id={`${id}-blocker`} className="text-xs text-muted-foreground">
          {t(`blockers.${blocker}`, settings.openingHours ?? {})}
        </p>
      )}
    </form>
  )
}
