import { classicScreenCard } from './classic-screen'
import { examplesCard } from './examples'
import { helpCard } from './help'
import { incidentCard } from './incident'
import { languageCard } from './language'
import { loginCard } from './login'
import { logoutCard } from './logout'
import { passwordResetCard } from './password-reset'
import { registerCard } from './registry'
import { signupStartCard } from './signup-start'

let registered = false

/** Registers the chat's own cards; capabilities register theirs with `registerCard`. */
export function registerChatCards(): void {
  if (registered) return
  registered = true
  for (const card of [helpCard, incidentCard, loginCard, signupStartCard, languageCard, logoutCard, passwordResetCard, examplesCard, classicScreenCard]) {
    registerCard(card as Parameters<typeof registerCard>[0])
  }
}

export { CardView, cardNeedsInput } from './card-view'
export { registerCard, getCardDefinition, expectCardsFrom, preloadCards, type CardDefinition, type CardViewProps, type StaleContext } from './registry'
export { CardHostContext, useCardHost, type CardDone, type CardHost } from './shared/card-host'
