// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { pushNextCard } from '@cards/search-results/next-card'
import { parseIntent } from '@intents/index'
import '@/chat/i18n'
import { useConversationStore } from '../../conversation/conversation-store'
import { handleSentence } from '../../dialog/dialog-manager'
import { registerDefaultHandlers } from '../../dialog/handlers'
import type { ParseIntent } from '../../dialog/intent-types'
import { IntentRegistry } from '../../dialog/registry'
import { TEST_CATALOG } from '../../dialog/testing/test-catalog'
import { DRIVER, testEnv } from '../../dialog/testing/test-env'
import { INITIAL_DIALOG_STATE, type DialogState } from '../../dialog/types'
import { ACCOUNT_HANDLERS } from '../account/account-handlers'
import { registerSearchChat } from './register'
import { searchVehiclesHandler } from './search-handlers'

const engine = { parse: parseIntent as unknown as ParseIntent, catalog: TEST_CATALOG }
let registry: IntentRegistry
beforeEach(() => {
  registry = new IntentRegistry()
  registerDefaultHandlers(registry)
  for (const h of ACCOUNT_HANDLERS) registry.register(h)
  registerSearchChat()
})
const say = (text: string, state: DialogState) => handleSentence(text, state, testEnv({ session: DRIVER }), engine, registry)

describe('a booking confirmed from the chat ends its search', () => {
  const searching = () => say('une voiture demain de 9h à 18h à la gare centrale', INITIAL_DIALOG_STATE).state

  it('"annule" right after the confirmation opens the cancel card, not "search dropped"', () => {
    useConversationStore.setState({ dialog: searching() })
    pushNextCard({ text: 'Réservation confirmée.', kind: 'booking-confirmation', props: { outcome: {} } })
    const { dialog } = useConversationStore.getState()
    expect(dialog).toEqual(INITIAL_DIALOG_STATE)
    expect(say('annule', dialog).reply.cards.map((c) => c.kind)).toEqual(['bookings-cancel'])
  })

  it('the cards on the way to it (a vehicle, the review) keep the search under way', () => {
    const state = searching()
    useConversationStore.setState({ dialog: state })
    pushNextCard({ text: 'Voici le véhicule.', kind: 'vehicle', props: {} })
    expect(useConversationStore.getState().dialog).toEqual(state)
    expect(say('annule', state).state).toEqual({ context: null, pending: null, lang: 'fr' })
  })
})

describe("another search a card's button started is the one the next sentence continues", () => {
  it('after "Vieux-Port" among the other stations, "avec GPS" searches at the Vieux-Port, the times kept', () => {
    registry.register(searchVehiclesHandler)
    const first = say('une voiture demain de 9h à 18h à la gare centrale', INITIAL_DIALOG_STATE)
    const criteria = first.reply.cards.find((c) => c.kind === 'search-results')?.props.criteria as Record<string, unknown>
    useConversationStore.setState({ dialog: first.state })
    // The results card's "other station" button: the same search at the Vieux-Port.
    pushNextCard({
      text: 'Voici une autre recherche.',
      kind: 'search-results',
      props: { criteria: { ...criteria, startStation: 2, endStation: 2 }, addressText: null, destinationText: null },
    })
    const next = say('avec GPS', useConversationStore.getState().dialog)
    const results = next.reply.cards.find((c) => c.kind === 'search-results')
    expect(results?.props.criteria).toMatchObject({ startStation: 2, startDate: criteria.startDate, endDate: criteria.endDate, options: ['gps'] })
  })
})
