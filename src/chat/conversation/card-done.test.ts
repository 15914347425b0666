// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { INITIAL_DIALOG_STATE, type DialogState } from '../dialog/types'
import { afterCardDone } from './card-done'

const searching: DialogState = {
  context: { intent: 'search_vehicles', slots: { startStation: 'st-plateau' } },
  pending: { intent: 'search_vehicles', slot: 'endDate', misses: 0 },
  after: { selected: 'v-fit', booking: null, lastSaid: 'end' },
}

describe("a card's own button, told to the dialog", () => {
  it('a booking made there is the one remembered, its choice and question done', () => {
    expect(afterCardDone(INITIAL_DIALOG_STATE, { kind: 'booked', bookingId: '90' }).after).toEqual({ selected: null, booking: '90', lastSaid: null })
    const booked = afterCardDone(searching, { kind: 'booked', bookingId: '90' })
    expect(booked).toMatchObject({ pending: null, after: { selected: null, booking: '90', lastSaid: 'end' } })
  })

  it('a booking changed there is remembered; a choice shown stays', () => {
    expect(afterCardDone(searching, { kind: 'changed', bookingId: '7' }).after).toEqual({ selected: 'v-fit', booking: '7', lastSaid: 'end' })
  })

  it('a booking cancelled there is forgotten, another one remembered stays', () => {
    const remembered = afterCardDone(searching, { kind: 'changed', bookingId: '7' })
    expect(afterCardDone(remembered, { kind: 'cancelled', bookingId: '7' }).after?.booking).toBeNull()
    expect(afterCardDone(remembered, { kind: 'cancelled', bookingId: '8' })).toBe(remembered)
  })
})
