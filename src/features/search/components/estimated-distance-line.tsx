import { useTranslation } from 'react-i18next'
import { searchFieldsOf } from '../search-settings'
import { useSearchSettings } from '../use-search-settings'

/**
 * The estimated distance a booking will carry, in the tenant's unit, on the classic review and the
 * chat's review card alike. Shown under the condition rental-body.ts sends it: the tenant asks for
 * a distance and one was given.
 */
export function EstimatedDistanceLine({ distance }: { distance: number | null | undefined }) {
  const { t, i18n } = useTranslation('booking')
  const settings = useSearchSettings()
  if (distance === null || distance === undefined || !searchFieldsOf(settings).estimatedDistance) return null
  const unit = settings.distanceUnit === 'km' ? 'km' : 'mi'
  return <p className="text-sm">{t('booking:review.estimated-distance', { distance: new Intl.NumberFormat(i18n.language).format(distance), unit })}</p>
}
