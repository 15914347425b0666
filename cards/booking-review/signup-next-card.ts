import { signupLeftOf } from '@/features/search/signup-left'
import { currentBooker } from '@/features/search/use-booker'
import { i18n } from '@/i18n'
import type { NextCard } from '../search-results/next-card'
import { paths } from '@/core/paths'

/**
 * Book pressed in the chat by a driver who has not finished signing up: the assistant
 * says why and what is left, with the card that opens the signup where it stopped.
 */
export function signupNextCard(): NextCard {
  const left = signupLeftOf(currentBooker())
  const next = i18n.t(`booking:signup-prompt.steps.${left?.next ?? 'registration'}`)
  return {
    text: i18n.t('booking:signup-prompt.chat', { count: Math.max(left?.count ?? 1, 1), next }),
    kind: 'classic-screen',
    props: { intent: 'continue_registration', path: paths.signup, reason: 'screen', details: [] },
  }
}
