import { useTranslation } from 'react-i18next'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import type { ClassicScreenCardProps } from './schema'

/** What a request will do and the classic screen that does it, until its capability gives it a card. */
export function ClassicScreenCard({ props, stale }: CardViewProps<ClassicScreenCardProps>) {
  const { t, i18n } = useTranslation('cards')
  const key = i18n.exists(`cards:classic.intents.${props.intent}.title`) ? props.intent : 'default'
  const title = t(`classic.intents.${key}.title`)
  const open = t(`classic.intents.${key}.open`)
  if (stale) return <CardFrame stale title={title} classicPath={props.path} classicLabel={open} />
  return (
    <CardFrame title={title} classicPath={props.path} classicLabel={open} classicVariant="default">
      {props.reason === 'member-only' ? <p>{t('classic.member-only')}</p> : null}
      {props.details.length > 0 ? (
        <div>
          <p className="font-medium">{t('classic.understood')}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {props.details.map((d) => (
              <div key={d.label} className="contents">
                <dt className="text-muted-foreground">{d.label}</dt>
                <dd>{d.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </CardFrame>
  )
}
