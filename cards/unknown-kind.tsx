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

/**
 * A card of a known kind whose stored props its schema no longer reads (a conversation restored
 * across a change of the card): said plainly, with the kind's classic screen when it can be told.
 */
export function ExpiredCard({ classicPath }: { classicPath: string }) {
  const { t } = useTranslation('cards')
  return (
    <CardFrame title={t('expired.title')} classicPath={classicPath} classicLabel={t('open-classic')} classicVariant="default">
      <p>{t('expired.text')}</p>
    </CardFrame>
  )
}
