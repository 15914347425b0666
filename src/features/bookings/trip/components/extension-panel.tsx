import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateTimeField } from '@/components/date-time-field'
import { Button } from '@/components/ui/button'
import { useTenantStore } from '@/core/tenant'
import { formatDateInWords, formatDuration } from '../../format'
import { TripHeading } from './heading'
import { ExtensionQuoteView } from './extension-quote'
import { EXTENSION_STEPS_MINUTES, endAfter, useExtension } from '../use-extension'

const DAY = 86_400_000

/**
 * Extending the trip: a length or an end, then its price lines and the latest possible end, shown
 * before the one button that extends; when the end asked is taken, the latest possible end is
 * offered instead.
 */
export function ExtensionPanel({ rentalId, currentEnd, askedEnd, onClose }: { rentalId: number; currentEnd: string; askedEnd: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('trip')
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const tenant = useTenantStore((s) => s.tenant)
  const timeZone = tenant?.timezone ?? 'UTC'
  const ext = useExtension(rentalId, askedEnd)
  const [custom, setCustom] = useState<number | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  const when = (iso: string) => formatDateInWords(Date.parse(iso), timeZone, lang)
  const end = Date.parse(currentEnd)

  useEffect(() => headingRef.current?.focus(), [])

  if (ext.extended) {
    return (
      <section aria-labelledby={titleId} className="flex flex-col gap-2">
        <TripHeading id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
          {t('extend.title')}
        </TripHeading>
        <p role="status">{t('extend.done', { date: when(ext.extended) })}</p>
        <Button variant="ghost" className="self-start" onClick={onClose}>
          {t('walk.close')}
        </Button>
      </section>
    )
  }

  const quote = ext.quote
  const choice = ext.choice
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <TripHeading id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
        {t('extend.title')}
      </TripHeading>
      <p className="text-sm">{t('extend.current-end', { date: when(currentEnd) })}</p>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('extend.title')}>
        {EXTENSION_STEPS_MINUTES.map((minutes) => {
          const target = endAfter(currentEnd, minutes)
          return (
            <Button key={minutes} variant="secondary" aria-pressed={ext.asked !== null && Date.parse(ext.asked) === Date.parse(target)} onClick={() => ext.ask(target)}>
              {t('extend.by', { length: formatDuration(minutes * 60_000, lang) })}
            </Button>
          )
        })}
      </div>
      <div className="flex flex-col gap-2">
        <DateTimeField
          legend={t('extend.until')}
          labels={{ day: t('extend.day'), time: t('extend.time') }}
          value={custom}
          min={end + 15 * 60_000}
          max={end + 30 * DAY}
          timeZone={timeZone}
          onChange={setCustom}
        />
        <Button variant="secondary" className="self-start" disabled={custom === null} onClick={() => custom !== null && ext.ask(new Date(custom).toISOString())}>
          {t('extend.check')}
        </Button>
      </div>
      <div aria-live="polite" className="flex flex-col gap-2">
        {ext.quoting && !quote && <p>{t('extend.loading')}</p>}
        {ext.quoteFailed && !ext.quoting && <p>{t('extend.failed')}</p>}
        {quote && choice && <ExtensionQuoteView quote={quote} choice={choice} />}
      </div>
      <div className="flex flex-wrap gap-2">
        {choice && choice.kind !== 'none' && (
          <Button disabled={ext.extending} onClick={() => void ext.extend(choice.end)}>
            {t(choice.kind === 'confirm' ? 'extend.confirm' : 'extend.offer-latest', { date: when(choice.end) })}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          {t('walk.close')}
        </Button>
      </div>
    </section>
  )
}
