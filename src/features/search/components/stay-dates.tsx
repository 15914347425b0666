import { useTranslation } from 'react-i18next'
import { formatDateInWords } from '../date-time'
import { useLang } from '../use-lang'
import { useSearchSettings } from '../use-search-settings'

/** The rental's start and end in words, in the tenant's zone. */
export function StayDates({ start, end }: { start: number | null; end: number | null }) {
  const { t } = useTranslation('search')
  const lang = useLang()
  const { timezone } = useSearchSettings()
  if (start === null || end === null) return null
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{t('form.start-date')}</dt>
      <dd className="font-medium first-letter:uppercase">{formatDateInWords(start, timezone, lang)}</dd>
      <dt className="text-muted-foreground">{t('form.end-date')}</dt>
      <dd className="font-medium first-letter:uppercase">{formatDateInWords(end, timezone, lang)}</dd>
    </dl>
  )
}
