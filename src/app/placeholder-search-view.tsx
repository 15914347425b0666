import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '@/lib/document-title'

/**
 * The root's search view until the search feature provides its own (src/features/search/routes.tsx,
 * `searchView`). Rendered inside the layout's <main>.
 */
export default function PlaceholderSearchView() {
  const { t } = useTranslation('layout')
  useDocumentTitle(t('search-title'))
  return (
    <div className="flex flex-col gap-3 px-4 py-8">
      <h1 className="text-2xl font-semibold">{t('search-title')}</h1>
      <p>{t('search-coming')}</p>
    </div>
  )
}
