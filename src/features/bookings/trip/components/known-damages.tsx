import { useTranslation } from 'react-i18next'
import type { KnownDamage } from '@contracts/trip'
import { useAuthorizedImage } from '@/lib/use-authorized-image'
import { formatDateInWords } from '../../format'
import { TripHeading } from './heading'

function DamagePhoto({ url, alt }: { url: string; alt: string }) {
  const src = useAuthorizedImage(url)
  return src ? <img src={src} alt={alt} className="mt-1 max-h-40 rounded-md border border-border" /> : null
}

/** The damages earlier drivers reported on one side: what was already there is not this driver's. */
export function KnownDamages({ damages, timeZone, lang }: { damages: readonly KnownDamage[]; timeZone: string; lang: 'fr' | 'en' }) {
  const { t } = useTranslation('trip')
  if (damages.length === 0) return <p className="text-sm text-muted-foreground">{t('walk.known-none')}</p>
  return (
    <div className="flex flex-col gap-1">
      <TripHeading depth={2} className="text-sm font-semibold">
        {t('walk.known')}
      </TripHeading>
      <ul className="flex flex-col gap-2 text-sm">
        {damages.map((d) => (
          <li key={d.id} className="rounded-md border border-border p-2">
            {d.note && <p>{d.note}</p>}
            <p className="text-muted-foreground">{t('walk.known-at', { date: formatDateInWords(Date.parse(d.reported_at), timeZone, lang) })}</p>
            {d.photo_url && <DamagePhoto url={d.photo_url} alt={d.note ? `${t('walk.known-photo')} : ${d.note}` : t('walk.known-photo')} />}
          </li>
        ))}
      </ul>
    </div>
  )
}
