import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** The generic message of spec section 8: an error occurred, reload. */
export function CrashMessage({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('errors')
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <Heading className="text-xl font-semibold">{t('crash-title')}</Heading>
      <p>{t('crash-text')}</p>
      <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
    </div>
  )
}
