// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { queryClientLoaded } from '@/core/query/query-client-slot'
import { useSessionStore, type ClientUser } from '@/core/session'
import { memberBookingsArrived, memberBookingsInCache } from './home-cache'
import { bookingsKeys } from './keys'

const IN_PROGRESS = bookingsKeys.list('bookings.inProgress', 1)
const UPCOMING = bookingsKeys.list('bookings.upcoming', 1)
const EMPTY_PAGE = { rentals: [], page: 1, total: 0 }

const driver = (serverStep: string) => ({ id: 7, serverStep, validated: true }) as unknown as ClientUser

/** Whether `promise` has settled once pending callbacks ran. */
async function settledNow(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 10))
  return done
}

describe("a member's sentence waits for their bookings", () => {
  let client: QueryClient
  beforeEach(() => {
    client = new QueryClient()
    queryClientLoaded(client)
  })
  afterEach(() => useSessionStore.getState().setAnonymous())

  it('a guest, or a blocked member, who is offered no rentals, does not wait', async () => {
    expect(await settledNow(memberBookingsArrived(60_000))).toBe(true)
    useSessionStore.getState().setMember(driver('driver_blocked'))
    expect(await settledNow(memberBookingsArrived(60_000))).toBe(true)
  })

  it('waits until both lists have come: the first alone is not enough', async () => {
    useSessionStore.getState().setMember(driver('driver_ok'))
    const arrived = memberBookingsArrived(60_000)
    expect(await settledNow(arrived)).toBe(false)
    client.setQueryData(IN_PROGRESS, EMPTY_PAGE)
    expect(await settledNow(arrived)).toBe(false)
    client.setQueryData(UPCOMING, EMPTY_PAGE)
    expect(await settledNow(arrived)).toBe(true)
    expect(memberBookingsInCache()).toEqual([])
  })

  it('a list that failed, or that waits for a network, counts as come; nothing coming gives up after the wait', async () => {
    useSessionStore.getState().setMember(driver('driver_ok'))
    const failing = memberBookingsArrived(60_000)
    client.setQueryData(IN_PROGRESS, EMPTY_PAGE)
    await client.prefetchQuery({ queryKey: UPCOMING, queryFn: () => Promise.reject(new Error('offline')), retry: false })
    expect(await settledNow(failing)).toBe(true)

    client.clear()
    onlineManager.setOnline(false)
    const offline = memberBookingsArrived(60_000)
    void client.prefetchQuery({ queryKey: IN_PROGRESS, queryFn: () => Promise.resolve(EMPTY_PAGE) })
    void client.prefetchQuery({ queryKey: UPCOMING, queryFn: () => Promise.resolve(EMPTY_PAGE) })
    expect(await settledNow(offline)).toBe(true)
    onlineManager.setOnline(true)

    client.clear()
    const nothing = memberBookingsArrived(30)
    expect(await settledNow(nothing)).toBe(false)
    await nothing
  })
})
