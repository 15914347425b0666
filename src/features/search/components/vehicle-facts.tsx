import { useTranslation } from 'react-i18next'
import type { Vehicle } from '@contracts/vehicle'
import { useCategories } from '@/lib/reference-data'
import { useSearchSettings } from '../use-search-settings'

/**
 * Category, characteristics (doors, seats, fuel, transmission) and options of a vehicle. The category
 * only where the tenant offers categories: a tenant without them still files each vehicle under one
 * for its prices, a name its members never choose nor see anywhere else.
 */
export function VehicleFacts({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('search')
  const { useCategories: categoriesOffered } = useSearchSettings()
  const categories = useCategories()
  const category = categoriesOffered ? categories.find((c) => c.id === vehicle.category_id)?.name : undefined
  const facts: [string, string][] = [
    ...(category ? [[t('vehicle.category'), category] as [string, string]] : []),
    [t('vehicle.doors'), String(vehicle.doors_count)],
    [t('vehicle.seats'), String(vehicle.seats_count)],
    [t('vehicle.fuel'), t(`fuel.${vehicle.fuel_type}`)],
    [t('vehicle.transmission'), t(`gears.${vehicle.gears_type}`)],
  ]
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {vehicle.options.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t('vehicle.options')}</h3>
          <ul className="mt-1 flex flex-wrap gap-1.5 text-sm">
            {vehicle.options.map((o) => (
              <li key={o} className="rounded-full bg-muted px-2.5 py-0.5">
                {t(`options.${o}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
