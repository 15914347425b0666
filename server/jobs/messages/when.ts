import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { fr } from 'date-fns/locale/fr'
import type { Language } from '@contracts/common'

// The same wording as the app's formatDateInWords (src/features/bookings/format.ts), which the
// server may not import (STYLE.md import directions): "jeudi 26 novembre à 14:00".
export function dateInWords(ms: number, timeZone: string, lang: Language): string {
  const d = new TZDate(ms, timeZone)
  return lang === 'fr' ? format(d, "EEEE d MMMM 'à' HH:mm", { locale: fr }) : format(d, "EEEE, MMMM d 'at' HH:mm", { locale: enUS })
}
