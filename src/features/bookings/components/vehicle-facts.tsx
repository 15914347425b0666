import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import type { Vehicle } from '@contracts/vehicle'
import { useCategories } from '@/lib/reference-data'
import { shownEntries, shownText } from '../shown-text'

/** A term and its value in the detail's description lists. */
export function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}

/**
 * The vehicle part of the booking detail: category, characteristics, identifiers, charge, equipments,
 * capacities, description. `headingLevel` 4 inside a chat card (under its h3), without the title when
 * the card already names the part (`titled` false).
 */
export function VehicleFacts({ vehicle, headingLevel = 2, titled = true }: { vehicle: Vehicle; headingLevel?: 2 | 4; titled?: boolean }) {
  const { t } = useTranslation('bookings')
  const titleId = useId()
  const H = headingLevel === 2 ? 'h2' : 'h4'
  const Sub = headingLevel === 2 ? 'h3' : 'h5'
  const landmark = useLandmarkProps()
  const categories = useCategories()
  const category = categories.find((c) => c.id === vehicle.category_id)?.name
  const equipments = shownEntries(vehicle.equipments)
  const description = shownText(vehicle.description)
  const electric = vehicle.fuel_type === 'electric' && vehicle.box_state_of_charge !== null
  return (
    <section {...landmark.section(titled ? { 'aria-labelledby': titleId } : { 'aria-label': t('detail.facts') })} className="flex flex-col gap-4">
      {titled && (
        <H id={titleId} className={headingLevel === 2 ? 'text-lg font-semibold' : 'font-semibold'}>
          {t('detail.facts')}
        </H>
      )}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        {category && <Fact term={t('detail.category')}>{category}</Fact>}
        <Fact term={t('detail.doors-label')}>{vehicle.doors_count}</Fact>
        <Fact term={t('detail.seats-label')}>{vehicle.seats_count}</Fact>
        <Fact term={t('detail.fuel-label')}>{t(`detail.fuel.${vehicle.fuel_type}`)}</Fact>
        <Fact term={t('detail.gears-label')}>{t(`detail.gears.${vehicle.gears_type}`)}</Fact>
        <Fact term={t('detail.internal-identifier')}>{vehicle.internal_identifier}</Fact>
        <Fact term={t('detail.license-plate')}>{vehicle.license_plate}</Fact>
        {electric && (
          <Fact term={t('detail.state-of-charge')}>
            {t('detail.percent', { value: vehicle.box_state_of_charge })}
            {vehicle.box_charging_status === 'charging' ? ` (${t('detail.charging')})` : ''}
          </Fact>
        )}
        {electric && vehicle.box_autonomy !== null && <Fact term={t('detail.autonomy')}>{t('detail.autonomy-value', { value: vehicle.box_autonomy })}</Fact>}
        {vehicle.power !== null && <Fact term={t('detail.power')}>{t('detail.power-value', { value: vehicle.power })}</Fact>}
        {vehicle.payload_capacity !== null && <Fact term={t('detail.payload')}>{t('detail.payload-value', { value: vehicle.payload_capacity })}</Fact>}
        {vehicle.volume !== null && <Fact term={t('detail.volume')}>{t('detail.volume-value', { value: vehicle.volume })}</Fact>}
      </dl>
      {equipments.length > 0 && (
        <div>
          <Sub className="mb-2 font-semibold">{t('detail.equipments')}</Sub>
          <ul className="grid list-disc grid-cols-2 gap-x-6 gap-y-1 pl-5">
            {equipments.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
      {description && (
        <div>
          <Sub className="mb-1 font-semibold">{t('detail.description')}</Sub>
          <p>{description}</p>
        </div>
      )}
    </section>
  )
}
