import { formatInstant, formatTime, isSameDay, type DateWords } from '@/lib/format-dates'
import type { HomeSummary, QuickReply, Translate } from './types'

/** "à 19 h" today, else "demain, jeudi 26 novembre à 19 h" (the tenant's clock, the answer's language). */
function when(at: string, words: DateWords): string {
  const date = new Date(at)
  if (!isSameDay(date, words.now, words.timeZone)) return formatInstant(date, words)
  return `${words.lang === 'fr' ? 'à' : 'at'} ${formatTime(date, words)}`
}

/**
 * The member's car in one sentence, the same in the greeting and the empty chat:
 * "Votre Honda Fit est à rendre à 19 h à Atwater." / "Your Honda Fit is due back at 19:00 at Atwater."
 */
export function homeSentence(home: HomeSummary, words: DateWords, t: Translate): string {
  const vehicle = home.vehicle ?? t('home.vehicle')
  const vars = { vehicle, when: when(home.at, words), station: home.station }
  const key = home.kind === 'in-progress' ? 'home.in-progress' : 'home.next'
  return t(home.station ? key : `${key}-no-station`, vars)
}

/** What a driver does next with that car: start it, unlock or lock it, extend it, return it, open it, report a problem (sentences the chat reads). */
export function homeQuickReplies(home: HomeSummary, t: Translate): QuickReply[] {
  const chip = (key: string): QuickReply => ({ label: t(`chips.${key}.label`), text: t(`chips.${key}.text`) })
  // The trip's actions as sentences the chat reads (answered with the trip card).
  if (home.kind === 'next') return home.startable ? [chip('trip-start'), chip('access')] : [chip('access')]
  return [chip('unlock'), chip('lock'), ...(home.canExtend ? [chip('extend')] : []), chip('end-trip'), chip('access'), chip('problem')]
}

/** The greeting with the member's car first: "Bonjour Camille ! Votre Honda Fit est à rendre à 19 h à Atwater. Que souhaitez-vous faire ?" */
export function homeGreeting(home: HomeSummary, firstName: string | null, words: DateWords, t: Translate): string {
  const sentence = homeSentence(home, words, t)
  return firstName ? t('greeting.home-named', { name: firstName, home: sentence }) : t('greeting.home', { home: sentence })
}
