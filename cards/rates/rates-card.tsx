import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { CategoryRatesResponseSchema, type CategoryRate } from '@contracts/reference'
import { apiGet } from '@/core/api'
import { queryClient } from '@/core/query/query-client'
import { REFERENCE_KEY } from '@/core/query/query-keys'
import { formatPrice } from '@/features/search/format'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import '@/i18n/driver-help'
import { ratesShown } from './rates'
import type { RatesCardProps } from './schema'

/** The tenant's rates, the same for every member: reference data, read again with it. */
const ratesQuery = {
  queryKey: [...REFERENCE_KEY, 'category-rates'],
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await apiGet('/category_rates', CategoryRatesResponseSchema, { signal })).category_rates,
}

/** The tenant's rates per category: per hour, per day, the distance included and the price beyond. */
export default function RatesCard({ props, stale }: CardViewProps<RatesCardProps>) {
  const { t, i18n } = useTranslation('driver-help')
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const rates = useQuery({ ...ratesQuery, enabled: !stale }, queryClient)
  // A retry shows the loading state again, not the failure it answers.
  const load = rates.data ? { status: 'ready' as const, rates: rates.data } : rates.isError && !rates.isFetching ? { status: 'error' as const } : { status: 'loading' as const }
  const title = t('rates.title')
  if (stale) return <CardFrame stale title={title} classicPath="/" classicLabel={t('rates.search')} />
  const price = (p: CategoryRate['hourly']) => formatPrice(p, lang) ?? t('rates.free')
  return (
    <CardFrame title={title} classicPath="/" classicLabel={t('rates.search')}>
      {load.status === 'loading' && <CardLoading />}
      {load.status === 'error' && <CardError message={t('rates.load-error')} onRetry={() => void rates.refetch()} />}
      {load.status === 'ready' && load.rates.length === 0 && <p>{t('rates.none')}</p>}
      {load.status === 'ready' && load.rates.length > 0 && (
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col">{t('rates.category')}</th>
              {props.period === 'day' ? <th scope="col">{t('rates.daily')}</th> : <th scope="col">{t('rates.hourly')}</th>}
              {props.period === 'day' ? <th scope="col">{t('rates.hourly')}</th> : <th scope="col">{t('rates.daily')}</th>}
              <th scope="col">{t('rates.distance')}</th>
            </tr>
          </thead>
          <tbody>
            {ratesShown(load.rates, props.categories).map((r) => (
              <tr key={r.category_id}>
                <th scope="row" className="font-medium">
                  {r.name}
                </th>
                {props.period === 'day' ? <td>{price(r.daily)}</td> : <td>{price(r.hourly)}</td>}
                {props.period === 'day' ? <td>{price(r.hourly)}</td> : <td>{price(r.daily)}</td>}
                <td>{t('rates.beyond', { included: r.included_distance, unit: r.distance_unit, price: price(r.extra_distance) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </CardFrame>
  )
}
