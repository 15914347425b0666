import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { fr } from 'date-fns/locale/fr'
import type { Language } from '@contracts/common'

export { QUARTER_MS, ceilToQuarter, floorToQuarter } from '@/lib/quarter-hour'
// One wording of an instant in sentences for the screens, the chat and the server: contracts/format.ts.
export { formatDateInWords } from '@contracts/format'

const LOCALES = { fr, en: enUS } as const

/** Spec section 5: date pickers show "d MMM yyyy HH:mm", in the tenant's zone and the reader's language. */
export function formatSearchDate(ms: number, timeZone: string, lang: Language): string {
  return format(new TZDate(ms, timeZone), 'd MMM yyyy HH:mm', { locale: LOCALES[lang] })
}
