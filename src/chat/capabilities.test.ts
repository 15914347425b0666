import { describe, expect, it } from 'vitest'
import { getCardDefinition } from '@cards/index'
import { intentHandlers } from './dialog/registry'
import { cardsReady, loadCapabilities, loadCapabilityHandlers } from './capabilities'

// One module state for the whole file: each step builds on the one before, as in a visit.
describe('the capabilities load what a turn needs first', () => {
  it('the handlers and readers come without any capability card', async () => {
    await loadCapabilityHandlers()
    expect(intentHandlers.readers.length).toBeGreaterThan(0)
    expect(intentHandlers.noters.length).toBeGreaterThan(0)
    for (const kind of ['search-results', 'signup-form', 'bookings-list', 'trip', 'rates', 'alerts-list']) expect(getCardDefinition(kind), kind).toBeUndefined()
  })

  it('a search answer waits for the search cards only, not the signup or account ones', async () => {
    await cardsReady(['search-results'])
    expect(getCardDefinition('search-results')?.start).toBeTypeOf('function')
    expect(getCardDefinition('vehicle')).toBeDefined()
    expect(getCardDefinition('signup-form')).toBeUndefined()
    expect(getCardDefinition('bookings-list')).toBeUndefined()
  })

  it('an answer with another capability’s card waits for that card', async () => {
    await cardsReady(['signup-form'])
    expect(getCardDefinition('signup-form')).toBeDefined()
  })

  it('every capability’s cards are there once all are loaded, and a kind none registers does not hang', async () => {
    await loadCapabilities()
    for (const kind of ['bookings-list', 'trip', 'rates', 'alerts-list', 'rebook', 'account-reminders']) expect(getCardDefinition(kind), kind).toBeDefined()
    await expect(cardsReady(['no-such-kind'])).resolves.toBeUndefined()
  })
})
