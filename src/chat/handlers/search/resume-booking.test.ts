import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toClientUser } from '@/core/session'
import { chooseCarpool } from '@/features/search/booking-actions'
import { resetSearch } from '@/features/search/search-store'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { fakeApi } from '@cards/testing/fake-api'
import { tenantFixture, userFixture } from '@cards/testing/fixtures'
import { setNextCardSink, type NextCard } from '@cards/search-results/next-card'
import { vehicleFixture } from '@cards/search-results/test-fixtures'
import { CARPOOL as carpool } from '@/features/search/test-fixtures'
import { resumeBookingAfterLogin } from './resume-booking'

const guest = { authenticated: false, serverStep: null, userId: null }
let pushed: NextCard[]

beforeEach(() => {
  sessionStorage.clear()
  resetSearch()
  pushed = []
  setNextCardSink((card) => pushed.push(card))
  useTenantStore.getState().setTenant(tenantFixture())
  useSessionStore.getState().setAnonymous()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  setNextCardSink(null)
})

describe('the chat after the login a carpool join asked for', () => {
  it('shows the review of the same carpool, once, even after a reload', async () => {
    fakeApi({ 'GET /vehicles/11': { vehicle: vehicleFixture() } })
    expect(await chooseCarpool(carpool, guest)).toBe('prompt-member')
    resetSearch()
    useSessionStore.getState().setMember(toClientUser(userFixture()))

    expect(await resumeBookingAfterLogin()).toBe(true)
    expect(pushed).toEqual([expect.objectContaining({ kind: 'booking-review', props: { result: null, carpool, vehicle: expect.objectContaining({ id: 11 }), criteria: null } })])
    expect(await resumeBookingAfterLogin()).toBe(false)
  })

  it('answers the offers anew when the carpool cannot be loaded', async () => {
    fakeApi({})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await chooseCarpool(carpool, guest)
    useSessionStore.getState().setMember(toClientUser(userFixture()))

    expect(await resumeBookingAfterLogin()).toBe(false)
    expect(pushed).toEqual([])
  })
})
