import { useTranslation } from 'react-i18next'
import { CardFrame } from './shared/card-frame'

/** What the thread shows for a card kind it does not know, or props that fail their schema. */
export function UnknownKindCard() {
  const { t } = useTranslation('cards')
  return (
    <CardFrame title={t('unknown.title')} classicPath="/" classicLabel={t('open-classic')} classicVariant="default">
      <p>{t('unknown.text')}</p>
    </CardFrame>
  )
}
