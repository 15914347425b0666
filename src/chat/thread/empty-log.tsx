import { useTranslation } from 'react-i18next'
import { useReferenceDataStore } from '@/lib/reference-data'
import { useTenantStore } from '@/lib/tenant'
import { exampleSearch } from '../dialog/example-search'

export function EmptyLog() {
  const { t } = useTranslation('chat')
  const engine = useTenantStore((s) => s.tenant?.search_engine ?? 'station')
  const stations = useReferenceDataStore((s) => s.catalog.data.stations)
  const example = exampleSearch(t, engine, stations)
  return <p className="rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm">{t('panel.empty', { example })}</p>
}
