import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { patchTenantSettings } from '../registration/registration-helpers'
import { demoTripFields, newMember, newVehicle, stationId } from './search-helpers'

/** A tenant's opening hours raise SEARCH_START_TIME_BEFORE and SEARCH_END_TIME_AFTER, saying the hours. */
let ctx: TestContext
let gare: number

const setHours = (hours: { opens: string; closes: string } | null) => patchTenantSettings(ctx, 'demo', (s) => ({ ...s, opening_hours: hours }))

/** An instant `days` ahead at a Montréal wall-clock time (the demo tenant's zone). */
function montreal(days: number, clock: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montreal', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000))
  for (const offset of ['-05:00', '-04:00']) {
    const ms = Date.parse(`${day}T${clock}:00${offset}`)
    const shown = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Montreal', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms)
    if (shown === clock) return new Date(ms).toISOString()
  }
  throw new Error('no such time')
}

beforeAll(async () => {
  ctx = await createTestContext()
  gare = await stationId(ctx, 'Gare Centrale')
})
afterAll(() => ctx.close())
afterEach(() => setHours(null))

describe('opening hours', () => {
  const search = async (start: string, end: string, lang = 'fr') =>
    ctx.post(
      '/api/vehicles/search',
      { search: { start_station_id: gare, start_time: montreal(3, start), end_time: montreal(3, end) } },
      { token: await ctx.guestToken(), headers: { 'accept-language': lang } },
    )

  it('are served by GET /tenant, and absent by default: any time goes', async () => {
    expect((await ctx.get('/api/tenant')).json().tenant.opening_hours).toBeNull()
    expect((await search('05:00', '23:30')).statusCode).toBe(200)
    await setHours({ opens: '07:00', closes: '22:00' })
    expect((await ctx.get('/api/tenant')).json().tenant.opening_hours).toEqual({ opens: '07:00', closes: '22:00' })
  })

  it('refuse a start before opening and an end after closing, naming the hours in the request language', async () => {
    await setHours({ opens: '07:00', closes: '22:00' })
    const early = await search('06:00', '09:00')
    expect({ status: early.statusCode, codes: errorCodes(early) }).toEqual({ status: 400, codes: ['SEARCH_START_TIME_BEFORE'] })
    expect(early.json().errors[0].detail).toBe('Les départs se font entre 07:00 et 22:00 (heure locale).')
    const late = await search('20:00', '22:30', 'en')
    expect({ status: late.statusCode, codes: errorCodes(late) }).toEqual({ status: 400, codes: ['SEARCH_END_TIME_AFTER'] })
    expect(late.json().errors[0].detail).toBe('Rentals end between 07:00 and 22:00 (local time).')
    expect((await search('07:00', '22:00')).statusCode).toBe(200)
    // After closing is outside the hours too, not only before opening.
    expect(errorCodes(await search('22:30', '23:30'))).toEqual(['SEARCH_START_TIME_BEFORE'])
  })

  it('hold for a booking too', async () => {
    await setHours({ opens: '07:00', closes: '22:00' })
    const member = await newMember(ctx)
    const res = await ctx.post(
      '/api/user/rentals',
      {
        rental: {
          vehicle_id: await newVehicle(ctx, gare),
          reservation_start_time: montreal(4, '06:30'),
          reservation_end_time: montreal(4, '10:00'),
          ...(await demoTripFields(ctx)),
        },
      },
      { token: member.token },
    )
    expect({ status: res.statusCode, codes: errorCodes(res) }).toEqual({ status: 400, codes: ['SEARCH_START_TIME_BEFORE'] })
  })

  it('hold for a moved start or end of a booking, judging only the bounds that move', async () => {
    const member = await newMember(ctx)
    const book = async (start: string, end: string) => {
      const res = await ctx.post(
        '/api/user/rentals',
        { rental: { vehicle_id: await newVehicle(ctx, gare), reservation_start_time: montreal(5, start), reservation_end_time: montreal(5, end), ...(await demoTripFields(ctx)) } },
        { token: member.token },
      )
      expect(res.statusCode).toBe(201)
      return res.json().rental.id as number
    }
    const move = (id: number, rental: Record<string, string>, lang = 'fr') =>
      ctx.put(`/api/user/rentals/${id}`, { rental }, { token: member.token, headers: { 'accept-language': lang } })
    const inHours = await book('09:00', '12:00')
    // Booked before the tenant set its hours.
    const early = await book('05:00', '08:00')
    await setHours({ opens: '07:00', closes: '22:00' })

    const late = await move(inHours, { reservation_end_time: montreal(5, '22:30') })
    expect({ status: late.statusCode, codes: errorCodes(late) }).toEqual({ status: 400, codes: ['SEARCH_END_TIME_AFTER'] })
    expect(late.json().errors[0]).toMatchObject({ detail: 'Les retours se font entre 07:00 et 22:00 (heure locale).', field: 'rental.reservation_end_time' })
    const before = await move(inHours, { reservation_start_time: montreal(5, '06:00') }, 'en')
    expect({ status: before.statusCode, codes: errorCodes(before) }).toEqual({ status: 400, codes: ['SEARCH_START_TIME_BEFORE'] })
    expect(before.json().errors[0].detail).toBe('Rentals start between 07:00 and 22:00 (local time).')
    expect((await move(inHours, { reservation_end_time: montreal(5, '22:00') })).statusCode).toBe(200)

    expect((await move(early, { reservation_end_time: montreal(5, '10:00') })).statusCode).toBe(200)
    expect(errorCodes(await move(early, { reservation_start_time: montreal(5, '06:00'), reservation_end_time: montreal(5, '10:00') }))).toEqual(['SEARCH_START_TIME_BEFORE'])
  })
})
