import { useTranslation } from 'react-i18next'
import { useCachedHome } from './use-cached-home'
import { useCurrentUser } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { homeGreeting, homeQuickReplies } from '../dialog/home-words'
import type { Lang } from '../dialog/intent-types'
import type { QuickReply } from '../dialog/types'

export interface HomeGreeting {
  text: string
  quickReplies: QuickReply[]
}

/**
 * The empty chat's greeting for a member with a car out now or a booking ahead: the same sentence
 * and chips as the greeting handler's (home-words.ts), from the same home rule as the root's screen.
 * Null for everyone else, and while the member's rentals load (HomeReads, in the thread, reads them).
 */
export function useHomeGreeting(): HomeGreeting | null {
  const { t, i18n } = useTranslation('chat')
  const user = useCurrentUser()
  const timeZone = useTenantStore((s) => s.tenant?.timezone ?? 'UTC')
  const summary = useCachedHome().home
  if (!summary) return null
  const lang: Lang = i18n.language === 'en' ? 'en' : 'fr'
  const words = { lang, timeZone, now: new Date() }
  return { text: homeGreeting(summary, user?.firstName ?? null, words, t), quickReplies: homeQuickReplies(summary, t) }
}
