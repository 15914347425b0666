import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { HtmlContent, useCustomContent } from '@/components/content'

/** The tenant's privacy_usage content: what geotracking records during private use; its sections (h2) take `headingLevel`. */
export function PrivacyUsageContent({ headingLevel = 3 }: { headingLevel?: number }) {
  const { t } = useTranslation(['bookings', 'errors'])
  const contents = useCustomContent('privacy_usage')
  if (contents.status === 'loading') return <Spinner label={t('bookings:geotracking.loading')} />
  if (contents.status === 'error') return <p role="alert">{t('errors:internal-error')}</p>
  if (contents.data.length === 0) return <p>{t('bookings:geotracking.no-content')}</p>
  return (
    <>
      {contents.data.map((c) => (
        <HtmlContent key={c.id} html={c.content} topHeadingLevel={headingLevel - 1} />
      ))}
    </>
  )
}
