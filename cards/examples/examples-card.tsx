import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { useCardHost } from '../shared/card-host'
import type { ExamplesCardProps } from './schema'

/** Sentences the assistant understands; choosing one sends it. */
export function ExamplesCard({ props, stale }: CardViewProps<ExamplesCardProps>) {
  const { t } = useTranslation('cards')
  const host = useCardHost()
  if (stale) {
    return (
      <CardFrame stale title={t('examples.title')} classicPath="/" classicLabel={t('open-classic')}>
        <p>{t('examples.summary')}</p>
      </CardFrame>
    )
  }
  return (
    <CardFrame title={t('examples.title')} classicPath="/" classicLabel={t('open-classic')}>
      <ul className="flex flex-col gap-2">
        {props.examples.map((example) => (
          <li key={example}>
            <Button
              variant="secondary"
              size="sm"
              className="h-auto min-h-8 w-full justify-start whitespace-normal text-left"
              aria-label={t('examples.label', { example })}
              onClick={() => host.send(example)}
            >
              {t('examples.quoted', { example })}
            </Button>
          </li>
        ))}
      </ul>
    </CardFrame>
  )
}
