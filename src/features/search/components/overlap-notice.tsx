import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateInWords } from '../date-time'
import { useOverlapWarning } from '../use-overlap-warning'
import { useLang } from '../use-lang'
import { useSearchSettings } from '../use-search-settings'
import { paths } from '@/core/paths'

/**
 * Before confirming, on the review screen and its chat card: the driver's own bookings this one
 * would overlap, each with a link to it. Said once it is known (a status region), never blocking.
 */
export function OverlapNotice({ start, end, enabled = true }: { start: number | null; end: number | null; enabled?: boolean }) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const { timezone } = useSearchSettings()
  const overlaps = useOverlapWarning(start, end, enabled)
  return (
    <div role="status">
      {overlaps.length > 0 && (
        <div className="flex flex-col gap-1 rounded-lg border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
          {overlaps.map((o) => (
            <p key={o.id}>
              {t('review.overlap', { start: formatDateInWords(o.start, timezone, lang), end: formatDateInWords(o.end, timezone, lang) })}{' '}
              <Link to={paths.booking(o.id)} className="font-medium underline underline-offset-2">
                {t('review.overlap-link', { number: o.id })}
              </Link>
            </p>
          ))}
        </div>
      )}
    </div>
  )
}
