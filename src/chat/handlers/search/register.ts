import { registerCard, type CardDefinition } from '@cards/index'
import { startCard } from '@cards/card-view'
import { searchResultsCard } from '@cards/search-results'
import { setNextCardSink } from '@cards/search-results/next-card'
import { vehicleCard } from '@cards/vehicle'
import { bookingReviewCard } from '@cards/booking-review'
import { bookingConfirmationCard } from '@cards/booking-confirmation'
import { carpoolOffersCard } from '@cards/carpool-offers'
import { i18n } from '@/i18n'
import { registerIntentHandler } from '../../dialog/registry'
import { useConversationStore } from '../../conversation/conversation-store'
import { newMessageId } from '../../conversation/message-model'
import { currentDialogEnv } from '../../conversation/current-env'
import { registerLoginResume } from '../../conversation/resume-after-login'
import { joinCarpoolHandler, searchVehiclesHandler } from './search-handlers'
import { resumeBookingAfterLogin } from './resume-booking'
import { dialogAfterNextCard } from './search-done'

let registered = false

/**
 * The search capability in the chat: its intent handlers (replacing the chat's defaults), its
 * cards, and where a card's next card goes (a new assistant message that takes the focus when it
 * asks for input).
 */
export function registerSearchChat(): void {
  if (registered) return
  registered = true
  // The answers' sentences live in the search and booking namespaces: loaded while the engine loads.
  void i18n.loadNamespaces(['search', 'booking'])
  registerIntentHandler(searchVehiclesHandler)
  registerIntentHandler(joinCarpoolHandler)
  // One booking awaits a login at a time, whichever click asked for it: a vehicle's or a carpool's.
  registerLoginResume('search_vehicles', resumeBookingAfterLogin)
  registerLoginResume('join_carpool', resumeBookingAfterLogin)
  for (const definition of [searchResultsCard, vehicleCard, bookingReviewCard, bookingConfirmationCard, carpoolOffersCard]) {
    registerCard(definition as unknown as CardDefinition<unknown>)
  }
  // A next card is the result of a card's button, which the older card then drops as it turns
  // stale: the new card takes the focus whether it asks for input or not, else it would fall to
  // the page's body (focus stays in the chat).
  setNextCardSink(({ text, kind, props }) => {
    const id = newMessageId()
    const cardId = `${id}-c0`
    startCard(cardId, kind, props)
    useConversationStore.setState((s) => ({
      messages: [...s.messages, { id, role: 'assistant', text, cards: [{ id: cardId, kind, props, state: {} }], quickReplies: [], createdAt: Date.now() }],
      focusCardId: cardId,
      dialog: dialogAfterNextCard(kind, s.dialog, props, currentDialogEnv()?.tenant.timezone),
    }))
  })
}
