import { useTranslation } from 'react-i18next'
import { isPhoneNumber, telHref } from '@contracts/contact-rules'
import { formatPhone } from '@contracts/phone-format'
import { useTenant } from '@/core/tenant'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import type { IncidentCardProps } from './schema'
import { paths } from '@/core/paths'

const callLink =
  'inline-flex min-h-11 items-center rounded-md bg-destructive px-4 py-2 font-semibold text-destructive-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/**
 * After an accident, a breakdown or a theft: the operator's number to call, first, then the public
 * emergency services. Each link's words are its accessible name and say the number. What to do next
 * is the reply's text above the card.
 */
export function IncidentCard({ props }: CardViewProps<IncidentCardProps>) {
  const { t } = useTranslation('cards')
  const { tenant } = useTenant()
  // A number a link could not call is not offered as one (the server refuses them when set).
  const phone = props.phone && isPhoneNumber(props.phone) ? props.phone : null
  return (
    <CardFrame title={t(`incident.title.${props.kind}`)} classicPath={paths.helpContact} classicLabel={t('incident.contact')}>
      {phone ? (
        <p>
          <a className={callLink} href={telHref(phone)}>
            {t('incident.call', { phone: formatPhone(phone, tenant.iso3166) })}
          </a>
        </p>
      ) : (
        <p>{t('incident.no-phone')}</p>
      )}
      <p>
        <a className="text-primary underline" href={telHref(props.services)}>
          {t('incident.services', { number: props.services })}
        </a>
      </p>
    </CardFrame>
  )
}
