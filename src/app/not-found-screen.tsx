import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '@/lib/document-title'

export function NotFoundScreen() {
  const { t } = useTranslation('errors')
  useDocumentTitle(t('not-found-title'))
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">{t('not-found-title')}</h1>
      <p>{t('not-found-text')}</p>
      <Link to="/" className="text-primary underline">
        {t('back-home')}
      </Link>
    </div>
  )
}

export default NotFoundScreen
